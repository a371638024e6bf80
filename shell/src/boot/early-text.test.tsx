import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdEarlyText, replayEarlyText } from './early-text';

interface Draft {
  street: string;
  city: string;
  comment: string;
  country: string;
  password: string;
}

/** A delivery form in the style of the checkout's: every field controlled by React state. */
function DeliveryForm({ onChange = () => undefined }: { onChange?: (field: keyof Draft, value: string) => void }) {
  const [draft, setDraft] = useState<Draft>({
    street: '',
    city: '',
    comment: 'Sonner deux fois',
    country: 'FR',
    password: '',
  });
  const field = (name: keyof Draft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => {
      onChange(name, event.target.value);
      setDraft((current) => ({ ...current, [name]: event.target.value }));
    },
  });
  return (
    <form>
      <label>
        Adresse
        <input type="text" {...field('street')} />
      </label>
      <label>
        Ville
        <input type="text" {...field('city')} />
      </label>
      <label>
        Commentaire
        <textarea {...field('comment')} />
      </label>
      <label>
        Pays
        <select {...field('country')}>
          <option value="FR">France</option>
          <option value="BE">Belgique</option>
        </select>
      </label>
      <label>
        Mot de passe
        <input type="password" {...field('password')} />
      </label>
      <output>{JSON.stringify(draft)}</output>
    </form>
  );
}

let root: Root | null = null;

/** The server's HTML in the document, not hydrated: what a slow phone shows while main.js comes. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<DeliveryForm />);
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement, onChange?: (field: keyof Draft, value: string) => void) {
  await act(async () => {
    root = hydrateRoot(container, <DeliveryForm onChange={onChange} />);
  });
}

const draft = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Draft;
const street = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Adresse' });
const city = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Ville' });

describe('early text (typed before the hydration)', () => {
  afterEach(() => {
    replayEarlyText();
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it('hands React what was typed before main.js ran and after: a keystroke elsewhere no longer empties it', async () => {
    const container = serverPage();
    // Typed while main.js was still on its way: no listener saw it.
    street().value = '3 quai de la Fosse';
    holdEarlyText();
    // Typed once main.js ran, before the hydration.
    fireEvent.input(city(), { target: { value: 'Nan' } });
    await hydrate(container);

    act(() => replayEarlyText());
    expect(draft()).toMatchObject({ street: '3 quai de la Fosse', city: 'Nan' });

    fireEvent.change(city(), { target: { value: 'Nantes' } });
    expect(street()).toHaveValue('3 quai de la Fosse');
    expect(draft()).toMatchObject({ street: '3 quai de la Fosse', city: 'Nantes' });
  });

  it('leaves untouched fields alone: no event, React state as rendered', async () => {
    const container = serverPage();
    holdEarlyText();
    fireEvent.input(street(), { target: { value: '3 quai de la Fosse' } });
    const onChange = jest.fn();
    await hydrate(container, onChange);
    const events = jest.fn();
    for (const field of container.querySelectorAll('input, textarea, select')) {
      field.addEventListener('input', events);
      field.addEventListener('change', events);
    }

    act(() => replayEarlyText());
    expect(onChange.mock.calls).toEqual([['street', '3 quai de la Fosse']]);
    expect(events).toHaveBeenCalledTimes(1);
    expect(draft()).toMatchObject({ city: '', comment: 'Sonner deux fois', country: 'FR', password: '' });
  });

  it('skips a field no longer in the page', async () => {
    const container = serverPage();
    holdEarlyText();
    const gone = document.createElement('input');
    container.append(gone);
    fireEvent.input(gone, { target: { value: 'ancien champ' } });
    gone.remove();
    const events = jest.fn();
    gone.addEventListener('input', events);

    act(() => replayEarlyText());
    expect(events).not.toHaveBeenCalled();
    expect(gone).toHaveValue('ancien champ');
  });

  it('hands React a list choice (input and change), and a prefilled textarea edited before the hydration', async () => {
    const container = serverPage();
    const country = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Pays' });
    const comment = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Commentaire' });
    holdEarlyText();
    fireEvent.change(country, { target: { value: 'BE' } });
    fireEvent.input(comment, { target: { value: 'Sonner trois fois' } });
    await hydrate(container);

    act(() => replayEarlyText());
    expect(draft()).toMatchObject({ country: 'BE', comment: 'Sonner trois fois' });
    fireEvent.change(city(), { target: { value: 'Nantes' } });
    expect(country).toHaveValue('BE');
    expect(comment).toHaveValue('Sonner trois fois');
  });

  it('hands React a password typed before the hydration, read from its field before any field is handed over', async () => {
    const container = serverPage();
    const password = container.querySelector<HTMLInputElement>('input[type="password"]')!;
    holdEarlyText();
    fireEvent.input(street(), { target: { value: '3 quai de la Fosse' } });
    fireEvent.input(password, { target: { value: 'Terrasse-2026!' } });
    await hydrate(container);

    act(() => replayEarlyText());
    expect(draft()).toMatchObject({ street: '3 quai de la Fosse', password: 'Terrasse-2026!' });
  });
});
