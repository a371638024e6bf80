import { renderPage } from '@arbora/shared/testing';
import { screen } from '@testing-library/react';
import { listedRealisationFixture } from '../../../testing/fixtures';
import { toListingItem } from '../api/get-listing';
import { formatBudget, ListingCard } from './listing-card';

describe('ListingCard', () => {
  it('says a realisation’s budget with a no-break space before its colon', () => {
    renderPage(<ListingCard item={toListingItem(listedRealisationFixture())} />);
    expect(screen.getByText(/Budget/).textContent).toContain('Budget\u00a0: ');
  });

  it('says a budget in whole euros: « 15 900 € », no cents', () => {
    renderPage(<ListingCard item={toListingItem(listedRealisationFixture())} />);
    expect(screen.getByText(/Budget/).textContent).toContain('Budget\u00a0: 15\u202f900\u00a0€');
    expect(screen.getByText(/Budget/).textContent).not.toContain(',00');
  });

  it.each([
    [125_000_000, '12\u202f500\u00a0€'],
    [8_504_900, '850\u00a0€'],
    [8_505_000, '851\u00a0€'],
    [1_234_567_0000, '1\u202f234\u202f567\u00a0€'],
  ])('formats %i (1/10 000 €) as %s', (wire, text) => {
    expect(formatBudget(wire)).toBe(text);
  });
});
