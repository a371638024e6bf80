import { theme } from '@arbora/shared/ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { FaqAccordion } from './faq-accordion';

const items = [
  { question: 'La teinte évolue-t-elle avec le temps\u00a0?', answer: '<p>Elle s’éclaircit puis se stabilise.</p>' },
  { question: 'Le produit est-il recyclable\u00a0?', answer: '<p>Oui, nous reprenons les chutes.</p>' },
];
const tree = () => (
  <ThemeProvider theme={theme}>
    <FaqAccordion items={items} />
  </ThemeProvider>
);

describe('FaqAccordion (product and category FAQs)', () => {
  it('the server’s HTML opens an answer by itself (no script needed), and the hydration changes nothing', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.appendChild(container);
    // A question opens its answer without JavaScript: a native disclosure, nothing `hidden`.
    expect(container.querySelector('[hidden]')).toBeNull();
    const question = within(container).getByRole('heading', {
      level: 3,
      name: 'La teinte évolue-t-elle avec le temps\u00a0?',
    });
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText('Elle s’éclaircit puis se stabilise.')).not.toBeVisible();
    details.open = true;
    expect(within(details).getByText('Elle s’éclaircit puis se stabilise.')).toBeVisible();
    details.open = false;

    const before = container.innerHTML;
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree(), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe(before);
    await userEvent.click(screen.getByRole('heading', { name: 'Le produit est-il recyclable\u00a0?' }));
    expect(screen.getByText('Oui, nous reprenons les chutes.')).toBeVisible();
    act(() => root.unmount());
    container.remove();
  });
});
