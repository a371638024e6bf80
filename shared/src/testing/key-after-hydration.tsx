import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

const aTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A key pressed as the browser does it: the text added to what the field shows, then `input`. */
function press(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, field.value + text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function KeyAfterCommit({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(() => queueMicrotask(onCommit), [onCommit]);
  return null;
}

export interface KeyAfterHydration {
  /** The server's HTML of `page`, hydrated; unmount it and restore the act environment. */
  cleanup: () => Promise<void>;
}

/**
 * Hydrates the server's HTML of `page` as a browser does (in a transition, without act(), so the
 * hydration's effects run in a later task) and presses `text` in `field()` once the hydration is
 * committed, before its effects. A field whose mount effect sets its state back (« the URL's
 * query », « the quantity ») loses the key: the defect of the header's search box (7ab74bf).
 * Resolves once the page has settled; a hydration mismatch throws (the browser would have
 * rendered the page again, and the key would prove nothing).
 */
export async function pressKeyAfterHydration(
  page: ReactNode,
  field: () => HTMLInputElement | HTMLTextAreaElement,
  text: string,
): Promise<KeyAfterHydration> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement('div');
  // The same tree on both sides (a null where the key's component sits): the same ids.
  container.innerHTML = renderToString(
    <>
      {page}
      {null}
    </>,
  );
  document.body.append(container);
  const mismatches: unknown[] = [];
  let pressed = false;
  const onCommit = () => {
    press(field(), text);
    pressed = true;
  };
  let root: ReturnType<typeof hydrateRoot> | undefined;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <>
        {page}
        <KeyAfterCommit onCommit={onCommit} />
      </>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  for (let i = 0; i < 50 && !pressed; i += 1) await aTask();
  // The hydration's effects, and what they set, run in the next tasks.
  for (let i = 0; i < 5; i += 1) await aTask();
  const cleanup = async () => {
    root?.unmount();
    container.remove();
    await aTask();
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  };
  if (mismatches.length || !pressed) {
    await cleanup();
    throw new Error(pressed ? `the hydration did not match: ${String(mismatches[0])}` : 'the key was never pressed');
  }
  return { cleanup };
}
