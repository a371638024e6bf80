import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../testing/render-with-theme';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name while clipping it off screen', async () => {
    const { container } = renderWithTheme(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Fermer</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(getComputedStyle(screen.getByText('Fermer')).position).toBe('absolute');
    expect(screen.getByText('Fermer')).toHaveStyle({ width: '1px', height: '1px' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
