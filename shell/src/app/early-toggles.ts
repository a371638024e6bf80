/**
 * A checkbox or radio clicked before the page is hydrated. Left alone, the browser checks it, then
 * React hydrates and starts tracking its value as already checked: the click that changed it never
 * reaches `onChange` (React 19.3 replays no change made before hydration), so a facet or an option
 * ticked while the page is still starting shows checked and does nothing. The shell holds such
 * clicks instead (nothing is checked yet) and clicks again for the shopper once React is there.
 */
const held = new Map<HTMLInputElement, number>();
let holding = false;

const isToggle = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');

function hold(event: MouseEvent): void {
  if (!isToggle(event.target)) return;
  event.preventDefault();
  event.stopPropagation();
  held.set(event.target, (held.get(event.target) ?? 0) + 1);
}

/** From main.js's first run until the hydration: only for a server-rendered document. */
export function holdEarlyToggles(doc: Document = document): void {
  if (holding) return;
  holding = true;
  doc.addEventListener('click', hold, true);
}

/** Once hydrated: each held input is clicked again, once if the shopper clicked it an odd number of times. */
export function replayEarlyToggles(doc: Document = document): void {
  if (!holding) return;
  holding = false;
  doc.removeEventListener('click', hold, true);
  const clicks = [...held];
  held.clear();
  for (const [input, count] of clicks) {
    const wanted = input.type === 'radio' ? count > 0 : count % 2 === 1;
    if (wanted && input.isConnected && !input.disabled) input.click();
  }
}
