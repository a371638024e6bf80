import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { Button } from '../../button/button';
import { Link } from '../../link/link';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Drawer } from './drawer';

function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Menu</Button>
      <Drawer side="left" open={open} onClose={() => setOpen(false)} title="Menu principal" closeLabel="Fermer le menu">
        <nav aria-label="Menu principal">
          <Link to="/category/terrasse">Terrasse</Link> <Link to="/category/cloture">Clôture</Link>
        </nav>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens along its edge as a labelled modal dialog, traps focus and closes on Escape', async () => {
    const { baseElement } = renderWithTheme(<Menu />);
    const opener = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Menu principal' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement).toHaveStyle({ justifyContent: 'flex-start' });
    expect(within(dialog).getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();
    expect(await axe(baseElement)).toHaveNoViolations();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
