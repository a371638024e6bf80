import { theme } from '@arbora/shared/ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { FaqAccordion } from './faq-accordion';

const items = [
  { question: 'Combien de temps dure la pose ?', answer: '<p>Deux jours en moyenne.</p>' },
  { question: 'Faut-il des plots ?', answer: '<p>Sur une dalle, oui.</p>' },
];
const tree = () => (
  <ThemeProvider theme={theme}>
    <FaqAccordion id="faq" items={items} />
  </ThemeProvider>
);

describe('FaqAccordion', () => {
  it('opens an answer from the server’s HTML without JavaScript, and hydrates without moving anything', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.appendChild(container);
    expect(within(container).getByText('Deux jours en moyenne.')).not.toBeVisible();
    // Before any script: the question's summary opens its answer.
    await userEvent.click(screen.getByRole('heading', { name: 'Combien de temps dure la pose ?' }));
    expect(within(container).getByText('Deux jours en moyenne.')).toBeVisible();

    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree(), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    // The answer opened before the script stays open; the others stay closed.
    expect(within(container).getByText('Deux jours en moyenne.')).toBeVisible();
    expect(within(container).getByText('Sur une dalle, oui.')).not.toBeVisible();
    await userEvent.click(screen.getByRole('heading', { name: 'Faut-il des plots ?' }));
    expect(within(container).getByText('Sur une dalle, oui.')).toBeVisible();
    act(() => root.unmount());
    container.remove();
  });
});
