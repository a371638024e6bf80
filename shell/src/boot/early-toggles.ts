/**
 * A checkbox or radio clicked before the page is hydrated. Left alone, the browser checks it, then
 * React hydrates and starts tracking its value as already checked: the click that changed it never
 * reaches `onChange` (React 19.3 replays no change made before hydration), so a facet or an option
 * ticked while the page is still starting shows checked and does nothing. The shell holds such
 * clicks instead (nothing is checked yet) and clicks again for the shopper once React is there.
 * A `type="button"` button (the header's « Menu », a stepper) does nothing without React: a click
 * on it before the hydration was lost; it is held and clicked once for the shopper.
 * A submit button is left to the browser when its form can go somewhere without JavaScript: a form
 * that posts (its page's server action, issue 36) or names its own `action`. Only a GET form
 * without an action is held: submitted natively it would reload the page with its fields in the URL.
 */
const held = new Map<HTMLInputElement, number>();
const heldButtons = new Set<HTMLButtonElement>();
let holding = false;

const isToggle = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');

/** A form with nowhere to go but its own URL, its fields in the query: only React can send it. */
const scriptOnlyForm = (form: HTMLFormElement | null): boolean =>
  Boolean(form) && form!.method !== 'post' && !form!.hasAttribute('action');

/** A button only React can make work: `type="button"`, or the submit button of a script-only form. */
const scriptButton = (target: EventTarget | null): HTMLButtonElement | null => {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button) return null;
  if (button.type === 'button') return button;
  return button.type === 'submit' && scriptOnlyForm(button.form) ? button : null;
};

function hold(event: MouseEvent): void {
  const { target } = event;
  if (isToggle(target)) held.set(target, (held.get(target) ?? 0) + 1);
  else {
    const button = scriptButton(target);
    if (!button) return;
    heldButtons.add(button);
  }
  event.preventDefault();
  event.stopPropagation();
}

/** From main.js's first run until the hydration: only for a server-rendered document. */
export function holdEarlyToggles(doc: Document = document): void {
  if (holding) return;
  holding = true;
  doc.addEventListener('click', hold, true);
}

/**
 * Once hydrated: each held input is clicked again, once if the shopper clicked it an odd number of
 * times; each held button once, in the order first clicked (tapping « Menu » twice while nothing
 * happened means « open it », not open and close).
 */
export function replayEarlyToggles(doc: Document = document): void {
  if (!holding) return;
  holding = false;
  doc.removeEventListener('click', hold, true);
  const clicks = [...held];
  const buttons = [...heldButtons];
  held.clear();
  heldButtons.clear();
  for (const [input, count] of clicks) {
    const wanted = input.type === 'radio' ? count > 0 : count % 2 === 1;
    if (wanted && input.isConnected && !input.disabled) input.click();
  }
  for (const button of buttons) if (button.isConnected && !button.disabled) button.click();
}
