import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { holdEarlyToggles, replayEarlyToggles } from './early-toggles';

function Facets({ onToggle }: { onToggle: (name: string) => void }) {
  const [checked, setChecked] = useState<string[]>([]);
  const toggle = (name: string) => {
    onToggle(name);
    setChecked((list) => (list.includes(name) ? list.filter((n) => n !== name) : [...list, name]));
  };
  return (
    <>
      {['Teck', 'Sable'].map((name) => (
        <label key={name}>
          <input type="checkbox" checked={checked.includes(name)} onChange={() => toggle(name)} />
          {name}
        </label>
      ))}
      <label>
        <input type="radio" name="tri" value="prix" onChange={() => onToggle('prix')} />
        Prix
      </label>
    </>
  );
}

describe('early toggles (clicked before the hydration)', () => {
  afterEach(() => replayEarlyToggles());

  it('holds a checkbox click (nothing checked, no onChange), then clicks it again once React is there', () => {
    const onToggle = jest.fn();
    render(<Facets onToggle={onToggle} />);
    holdEarlyToggles();
    const teck = screen.getByRole('checkbox', { name: 'Teck' });
    fireEvent.click(teck);
    expect(teck).not.toBeChecked();
    expect(onToggle).not.toHaveBeenCalled();

    replayEarlyToggles();
    expect(onToggle).toHaveBeenCalledWith('Teck');
    expect(teck).toBeChecked();
  });

  it('replays what the shopper meant: a box clicked twice stays as it was, a radio is chosen', () => {
    const onToggle = jest.fn();
    render(<Facets onToggle={onToggle} />);
    holdEarlyToggles();
    const sable = screen.getByRole('checkbox', { name: 'Sable' });
    fireEvent.click(sable);
    fireEvent.click(sable);
    fireEvent.click(screen.getByRole('radio', { name: 'Prix' }));
    replayEarlyToggles();
    expect(onToggle.mock.calls).toEqual([['prix']]);
    expect(sable).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Prix' })).toBeChecked();
  });

  it('holds a script button (a tap on « Menu » before React is there) and clicks it once, however often tapped', () => {
    const onOpen = jest.fn();
    render(
      <button type="button" onClick={onOpen}>
        <span>Menu</span>
      </button>,
    );
    holdEarlyToggles();
    fireEvent.click(screen.getByText('Menu'));
    fireEvent.click(screen.getByText('Menu'));
    expect(onOpen).not.toHaveBeenCalled();
    replayEarlyToggles();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('holds the submit button of a GET form without an action (its fields would go in the URL), then submits once through React', () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <button type="submit">Se connecter</button>
      </form>,
    );
    holdEarlyToggles();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(onSubmit).not.toHaveBeenCalled();
    replayEarlyToggles();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves the submit button of a form that posts (its server action) or names its action to the browser', () => {
    render(
      <>
        <form method="post" onSubmit={(event) => event.preventDefault()}>
          <button type="submit">Se connecter</button>
        </form>
        <form action="/recherche" onSubmit={(event) => event.preventDefault()}>
          <button type="submit">Rechercher</button>
        </form>
      </>,
    );
    holdEarlyToggles();
    for (const name of ['Se connecter', 'Rechercher']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      screen.getByRole('button', { name }).dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    replayEarlyToggles();
  });

  it('lets clicks through once replayed', () => {
    const onToggle = jest.fn();
    render(<Facets onToggle={onToggle} />);
    holdEarlyToggles();
    replayEarlyToggles();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Teck' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});
