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
  it('shows every answer in the server’s HTML (no button opens one without JavaScript), then closes them once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.appendChild(container);
    expect(within(container).getByText('Deux jours en moyenne.')).toBeVisible();
    expect(within(container).getByText('Sur une dalle, oui.')).toBeVisible();

    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree(), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(within(container).getByText('Deux jours en moyenne.')).not.toBeVisible();
    const question = screen.getByRole('button', { name: 'Combien de temps dure la pose ?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(within(container).getByText('Deux jours en moyenne.')).toBeVisible();
    expect(within(container).getByText('Sur une dalle, oui.')).not.toBeVisible();
    act(() => root.unmount());
    container.remove();
  });
});
