/**
 * Publication windows of content blocks (pushes, paragraphs, banners). A block stored with
 * `visible_from` / `visible_until` (ISO instants, either may be missing) is served only between them.
 * The API decides, against its own clock, once per request: the page data the shell renders and
 * sends to the browser already holds only the live blocks, so the browser never decides again with
 * another clock (that would print a different page than the server's and break hydration).
 */
export type PublicationWindow = { visible_from?: string | null; visible_until?: string | null };

/** The API's clock; tests pass their own instant instead of waiting for a date. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const instant = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

/** True when `now` falls inside the window; an unreadable bound closes the block (never shown by mistake). */
export function isLive(window: PublicationWindow, now: Date): boolean {
  const from = instant(window.visible_from);
  const until = instant(window.visible_until);
  if (window.visible_from && from === null) return false;
  if (window.visible_until && until === null) return false;
  const t = now.getTime();
  return (from === null || from <= t) && (until === null || t <= until);
}

/** The live blocks, without their window fields (the public schemas do not carry them). */
export function liveBlocks<T extends object>(blocks: readonly T[], now: Date): Omit<T, keyof PublicationWindow>[] {
  return blocks
    .filter((block) => isLive(block as PublicationWindow, now))
    .map((block) => {
      const { visible_from: _from, visible_until: _until, ...rest } = block as T & PublicationWindow;
      return rest;
    });
}
