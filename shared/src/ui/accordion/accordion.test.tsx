import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../testing/render-with-theme';
import { Accordion } from './accordion';

const faq = [
  {
    id: 'entretien',
    title: 'Comment entretenir ma terrasse composite ?',
    content: <p>Un nettoyage à l’eau savonneuse deux fois par an suffit.</p>,
  },
  { id: 'garantie', title: 'Quelle est la durée de garantie ?', content: <p>Nos lames sont garanties 25 ans.</p> },
];

describe('Accordion', () => {
  it('pairs each heading button with a labelled region, closed by default', async () => {
    const { container } = renderWithTheme(<Accordion items={faq} headingLevel={2} />);
    const button = screen.getByRole('button', { name: 'Comment entretenir ma terrasse composite ?' });
    expect(button.closest('h2')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
    // A section with a name is a region by itself: no role on a div (html-validate's prefer-native-element).
    expect(region?.tagName).toBe('SECTION');
    expect(region).not.toHaveAttribute('role');
    expect(region).not.toBeVisible();
    // the answer stays in the DOM for server rendering and search engines
    expect(region).toHaveTextContent('Un nettoyage à l’eau savonneuse deux fois par an suffit.');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens and closes answers with the keyboard; several can be open', async () => {
    const { container } = renderWithTheme(<Accordion items={faq} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('region', { name: 'Comment entretenir ma terrasse composite ?' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Quelle est la durée de garantie ?' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Quelle est la durée de garantie ?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('keeps a single answer open when allowMultiple is false', async () => {
    renderWithTheme(<Accordion items={faq} allowMultiple={false} defaultOpenIds={['entretien']} />);
    expect(screen.getByRole('button', { name: /entretenir/ })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: /garantie/ }));
    expect(screen.getByRole('button', { name: /entretenir/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /garantie/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
