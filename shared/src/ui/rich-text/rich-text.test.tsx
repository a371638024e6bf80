import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../testing/render-with-theme';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('writes the served HTML as it is, headings and links included, and passes axe', async () => {
    const { container } = renderWithTheme(
      <RichText html={'<h2 id="pose">Pose</h2><p>Voir <a href="/conseils">nos conseils</a>.</p>'} className="x" />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Pose' })).toHaveAttribute('id', 'pose');
    expect(screen.getByRole('link', { name: 'nos conseils' })).toHaveAttribute('href', '/conseils');
    expect(container.firstElementChild).toHaveClass('x');
    expect(await axe(container)).toHaveNoViolations();
  });
});
