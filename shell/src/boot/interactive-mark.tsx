import { useEffect, type ReactNode } from 'react';
import { reachInteractive } from '../core/after-interactive';
import { INTERACTIVE_MARK } from '../core/constants';

/**
 * Marks the end of the first render or hydration (`performance.mark`), for the benches: the JS a
 * visit downloads before this mark is what it costs to become interactive. It wraps the app rather
 * than sitting beside it: a sibling would make a fork the server's tree does not have, and every
 * `useId` below it (labels, `aria-controls`) would differ from the ids in the server's HTML. A
 * parent's effect runs after its children's, so the mark still comes after the whole first render.
 * What waits for the page to be interactive (after-interactive.ts) starts right after the mark: a
 * child's effect would come before it.
 */
export function InteractiveMark({ children, onReady }: { children: ReactNode; onReady?: () => void }) {
  useEffect(() => {
    performance.mark(INTERACTIVE_MARK);
    onReady?.();
    reachInteractive();
    // Once, after the first render or hydration: a later onReady is not a new start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}
