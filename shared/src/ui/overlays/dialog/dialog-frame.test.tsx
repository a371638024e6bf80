import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { Drawer } from '../drawer/drawer';
import { Modal } from '../modal/modal';

describe('DialogFrame in server-rendered HTML', () => {
  // A closed dialog sits in many pages (a product's zoom, the cart drawer): state of its own set
  // after the hydration would render the page around it again at once, a long task on a phone.
  it.each([
    ['Modal', Modal],
    ['Drawer', Drawer],
  ])('a closed %s hydrates in one commit and renders nothing', async (_name, Dialog) => {
    const phases: string[] = [];
    const tree = (
      <ThemeProvider theme={theme}>
        <Profiler id="page" onRender={(_id, phase) => phases.push(phase)}>
          <p>Lame de terrasse</p>
          <Dialog open={false} onClose={() => undefined} title="Agrandir" />
        </Profiler>
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    const root = await act(async () => hydrateRoot(container, tree));
    expect(phases).toEqual(['mount']);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    act(() => root.unmount());
    container.remove();
  });
});
