import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../testing/render-with-theme';
import { Rating } from './rating';

describe('Rating', () => {
  it('says « Note : 4,5 sur 5 » and fills 90 % of the stars', async () => {
    const { container } = renderWithTheme(<Rating value={4.5} count={12} />);
    const stars = screen.getByRole('img', { name: 'Note : 4,5 sur 5' });
    // one element inside, not an SVG per star: a list page shows dozens of ratings
    expect(stars.querySelectorAll('*')).toHaveLength(1);
    expect(stars.firstElementChild).toHaveStyle({ width: '90%' });
    expect(screen.getByText('(12 avis)')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('rounds to one decimal and clamps to the scale', () => {
    const { rerender } = renderWithTheme(<Rating value={3.96} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Note : 4 sur 5');
    rerender(<Rating value={7} max={5} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Note : 5 sur 5');
    rerender(<Rating value={-1} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Note : 0 sur 5');
    expect(screen.queryByText(/avis/)).toBeNull();
  });
});
