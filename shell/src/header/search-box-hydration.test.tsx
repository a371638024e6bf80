import { theme } from '@arbora/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { startTransition, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { SearchBox } from './search-box';

const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Rechercher sur le site' });
const aTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A key pressed as the browser does it: the letter added to what the box shows, then `input`. */
function press(letter: string) {
  const field = box();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, field.value + letter);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A shopper's key that lands once the hydration is committed, before its effects have run. */
function KeyAfterCommit({ letter }: { letter: string }) {
  useLayoutEffect(() => queueMicrotask(() => press(letter)), [letter]);
  return null;
}

const page = (withKey: boolean) => (
  <QueryClientProvider client={new QueryClient()}>
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/']}>
        <SearchBox />
        {withKey ? <KeyAfterCommit letter="p" /> : null}
      </MemoryRouter>
    </ThemeProvider>
  </QueryClientProvider>
);

describe('SearchBox hydration', () => {
  let root: Root | null = null;
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;

  beforeEach(() => {
    // The browser's own scheduling, as in a page: the hydration's effects run in a later task.
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(async () => {
    root?.unmount();
    root = null;
    document.body.innerHTML = '';
    await aTask();
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('keeps a letter typed between the hydration and its effects (the box was set back to the URL’s query)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(false));
    document.body.append(container);
    startTransition(() => {
      root = hydrateRoot(container, page(true), { onRecoverableError: () => undefined });
    });
    for (let i = 0; i < 10 && box().value === ''; i += 1) await aTask();
    for (let i = 0; i < 5; i += 1) await aTask();
    expect(box()).toHaveValue('p');
  });
});
