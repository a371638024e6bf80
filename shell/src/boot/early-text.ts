/**
 * Text typed (or chosen in a list) before the page is hydrated. React 19.3 replays no change made
 * before hydration: it starts tracking such a field with what it shows, so its `onChange` never
 * saw the shopper's text and its state stays the server's. The next render of a controlled field
 * (a keystroke in another field) puts the state back in the DOM: « Adresse », typed while the
 * delivery step was starting, came back empty and the order was refused. The shell notes what the
 * shopper changed and, once React is there, types it again for them as a browser would (the
 * element's native `value` setter, then an `input` event, and `change` for a list): React's
 * documented `onChange` sees it, no React internals.
 */
type TextField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TEXT_TYPES = new Set([
  'text',
  'search',
  'email',
  'tel',
  'url',
  'password',
  'number',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
]);

/**
 * The fields to type again, with what the shopper left in each: the first field handed to React
 * re-renders its form, which puts React's state back in the other controlled fields, and React's
 * hydration rewrites a prefilled textarea with its own value. A password is not copied here: it
 * stays in its own field (React's hydration leaves an input's value alone) until the replay reads
 * every value at once, before it hands any over.
 */
const held = new Map<TextField, string | null>();
let holding = false;

const isTextField = (target: EventTarget | null): target is TextField =>
  (target instanceof HTMLInputElement && TEXT_TYPES.has(target.type)) ||
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLSelectElement && target.type === 'select-one');

const note = (field: TextField) =>
  held.set(field, field instanceof HTMLInputElement && field.type === 'password' ? null : field.value);

/** Shows something other than the server's HTML: typed, chosen, or filled by the browser. */
function changed(field: TextField): boolean {
  if (!(field instanceof HTMLSelectElement)) return field.value !== field.defaultValue;
  const served = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
  return field.selectedOptions[0] !== served;
}

function onEdit(event: Event): void {
  if (isTextField(event.target)) note(event.target);
}

/**
 * From main.js's first run until the hydration: only for a server-rendered document. What was
 * typed before main.js ran (a slow phone shows the HTML long before) is found by comparing each
 * field with the server's HTML; what is typed from now on is noted as it is typed.
 */
export function holdEarlyText(doc: Document = document): void {
  if (holding) return;
  holding = true;
  for (const field of doc.querySelectorAll('input, textarea, select'))
    if (isTextField(field) && changed(field)) note(field);
  doc.addEventListener('input', onEdit, true);
  doc.addEventListener('change', onEdit, true);
}

/** The element's own `value` setter, beneath any a library puts on the element itself. */
function setNativeValue(field: TextField, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

/**
 * Once hydrated, before the held clicks (a held submit must see the values): each field still in
 * the page gets its text again. React takes what a field shows when it hydrates it for a value it
 * already has, so the text would be no change to it: the field is first set back to what React
 * rendered (`defaultValue`, which React gives a field it hydrates) through the element's own
 * `value`, and React sees the shopper's text arrive as it would a keystroke.
 */
export function replayEarlyText(doc: Document = document): void {
  if (!holding) return;
  holding = false;
  doc.removeEventListener('input', onEdit, true);
  doc.removeEventListener('change', onEdit, true);
  const fields = [...held].map(([field, kept]) => [field, kept ?? field.value] as const);
  held.clear();
  for (const [field, typed] of fields) {
    if (!field.isConnected || field.disabled) continue;
    if (field instanceof HTMLSelectElement) {
      setNativeValue(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (typed !== field.defaultValue) {
      field.value = field.defaultValue;
      setNativeValue(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
