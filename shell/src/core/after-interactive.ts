/**
 * Code the first screen does not run waits for the `arbora:interactive` mark (interactive-mark.tsx)
 * before it is even downloaded: the bootstrap chunk carries only what renders and hydrates the first
 * screen, and the rest (link prefetch, the build-update poller...) comes in its own chunks once the
 * page is interactive, without competing with the boot for the network or the main thread.
 */
let markReached: () => void = () => undefined;
const interactive = new Promise<void>((resolve) => {
  markReached = resolve;
});

/** Called once by InteractiveMark, right after the mark. */
export function reachInteractive(): void {
  markReached();
}

/** Resolves once the first render or hydration is done (never on the server: it renders no effect). */
export function whenInteractive(): Promise<void> {
  return interactive;
}

/**
 * Loads a module once the page is interactive, then starts something with it; returns what stops
 * it (before or after it started). A module that cannot be loaded (offline, a deploy replaced the
 * chunk) starts nothing: what waits here is never what the page needs to work.
 */
export function startAfterInteractive<M>(load: () => Promise<M>, start: (module: M) => () => void): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  whenInteractive()
    .then(load)
    .then(
      (module) => {
        if (!cancelled) stop = start(module);
      },
      () => undefined,
    );
  return () => {
    cancelled = true;
    stop?.();
  };
}
