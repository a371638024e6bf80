import { renderPage } from '@arbora/shared/testing';
import { screen } from '@testing-library/react';
import { pageSummaryFixture } from '../../../testing/fixtures';
import { HomeTestimonials } from './home-testimonials';

// A one-line link (an author's name, « Lire tous les témoignages ») is a target at least 24 px high:
// Lighthouse's target-size audit found them at 16 px on the home page.
it('gives each testimonial link a target at least 24 px high', () => {
  renderPage(
    <HomeTestimonials
      items={[
        pageSummaryFixture({
          id: 701,
          type: 'testimonial',
          slug: 'temoignages/avis-01',
          author: 'Romain D.',
          place: 'Dijon',
          rating: 5,
        }),
      ]}
    />,
  );
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Romain D., Dijon', 'Lire tous les témoignages']);
  for (const link of links) {
    expect(getComputedStyle(link).minHeight).toBe('1.5rem');
    expect(getComputedStyle(link).display).toBe('inline-flex');
  }
});

it('quotes each testimonial between guillemets held to its text by non-breaking spaces', () => {
  renderPage(
    <HomeTestimonials
      items={[
        pageSummaryFixture({ id: 702, type: 'testimonial', slug: 'temoignages/avis-02', text: 'Très belle terrasse.' }),
      ]}
    />,
  );
  expect(screen.getByText(/Très belle terrasse/).textContent).toBe('«\u00a0Très belle terrasse.\u00a0»');
});
