import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
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

const details = (title: RegExp) => screen.getByRole('heading', { name: title }).closest('details')!;

describe('Accordion', () => {
  it('puts each question, a heading, in the summary of a native disclosure, closed by default', async () => {
    const { container } = renderWithTheme(<Accordion items={faq} headingLevel={2} />);
    const question = screen.getByRole('heading', { level: 2, name: 'Comment entretenir ma terrasse composite ?' });
    expect(question.closest('summary')).not.toBeNull();
    expect(details(/entretenir/)).not.toHaveAttribute('open');
    // the answer stays in the DOM for server rendering and search engines
    expect(screen.getByText('Un nettoyage à l’eau savonneuse deux fois par an suffit.')).not.toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens an answer from the server’s HTML, before any script runs, and hydrates without a change', async () => {
    const tree = (
      <ThemeProvider theme={theme}>
        <Accordion items={faq} defaultOpenIds={['garantie']} />
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    // No button waiting for a script: the summary opens its details natively.
    expect(container.querySelector('button')).toBeNull();
    expect(container.querySelectorAll('details > summary')).toHaveLength(2);
    expect(screen.getByText('Nos lames sont garanties 25 ans.')).toBeVisible();
    await userEvent.click(screen.getByRole('heading', { name: /entretenir/ }));
    expect(screen.getByText('Un nettoyage à l’eau savonneuse deux fois par an suffit.')).toBeVisible();

    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError: (e) => errors.push(e) }));
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('opens and closes answers with a click on the question; several can be open', async () => {
    renderWithTheme(<Accordion items={faq} />);
    await userEvent.click(screen.getByRole('heading', { name: /entretenir/ }));
    await userEvent.click(screen.getByRole('heading', { name: /garantie/ }));
    expect(details(/entretenir/)).toHaveAttribute('open');
    expect(details(/garantie/)).toHaveAttribute('open');
    await userEvent.click(screen.getByRole('heading', { name: /garantie/ }));
    expect(details(/garantie/)).not.toHaveAttribute('open');
  });

  it('groups the disclosures by one name when allowMultiple is false, so the browser keeps one open', () => {
    renderWithTheme(<Accordion items={faq} allowMultiple={false} defaultOpenIds={['entretien']} />);
    expect(details(/entretenir/)).toHaveAttribute('open');
    const name = details(/entretenir/).getAttribute('name');
    expect(name).toBeTruthy();
    expect(details(/garantie/)).toHaveAttribute('name', name);
  });
});
