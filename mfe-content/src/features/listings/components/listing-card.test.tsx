import { renderPage } from '@arbora/shared/testing';
import { screen } from '@testing-library/react';
import { listedRealisationFixture } from '../../../testing/fixtures';
import { toListingItem } from '../api/get-listing';
import { ListingCard } from './listing-card';

describe('ListingCard', () => {
  it('says a realisation’s budget with a no-break space before its colon', () => {
    renderPage(<ListingCard item={toListingItem(listedRealisationFixture())} />);
    expect(screen.getByText(/Budget/).textContent).toContain('Budget\u00a0: ');
  });
});
