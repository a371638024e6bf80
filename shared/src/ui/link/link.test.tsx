import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router';
import { renderWithTheme } from '../testing/render-with-theme';
import { Link } from './link';

describe('Link', () => {
  it('navigates internal paths inside the SPA', async () => {
    const { container } = renderWithTheme(
      <Routes>
        <Route path="/" element={<Link to="/p-lame-terrasse">Lame de terrasse</Link>} />
        <Route path="/p-lame-terrasse" element={<h1>Page produit</h1>} />
      </Routes>,
    );
    const link = screen.getByRole('link', { name: 'Lame de terrasse' });
    expect(link).toHaveAttribute('href', '/p-lame-terrasse');
    expect(link).not.toHaveAttribute('rel');
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Page produit' })).toBeInTheDocument();
  });

  it('renders external URLs as a plain anchor with noopener noreferrer', async () => {
    const { container } = renderWithTheme(
      <Link to="https://www.youtube.com/@arbora" rel="external" newTab>
        Nos vidéos
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Nos vidéos (nouvel onglet)' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/@arbora');
    expect(link).toHaveAttribute('rel', 'external noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps mailto: and tel: as plain anchors without rel', () => {
    renderWithTheme(
      <>
        <Link to="mailto:contact@arbora.fr">Écrivez-nous</Link>
        <Link to="tel:+33240000000">Appelez-nous</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Écrivez-nous' })).toHaveAttribute('href', 'mailto:contact@arbora.fr');
    expect(screen.getByRole('link', { name: 'Appelez-nous' })).not.toHaveAttribute('rel');
  });
});
