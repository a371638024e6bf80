import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { markFirstRenderDone, useHydrated } from './use-hydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'navigateur' : 'serveur'}</p>;
}

describe('useHydrated', () => {
  it('renders the server value while it hydrates, then switches without a hydration error', async () => {
    const seen: boolean[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    expect(container.textContent).toBe('serveur');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('navigateur');
  });

  it('is true from the first render once the first render of the page is done (later mounts, browser-only pages)', async () => {
    markFirstRenderDone();
    const seen: boolean[] = [];
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Probe seen={seen} />);
    });
    expect(seen).toEqual([true]);
  });
});
