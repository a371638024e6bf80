import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useRef, useState } from 'react';
import { Button } from '../../button/button';
import { renderWithTheme } from '../../testing/render-with-theme';
import { TextField } from '../../forms/text-field/text-field';
import { Modal } from './modal';

function Example({ withInitialFocus = false }: { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Être alerté du retour en stock</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Alerte de disponibilité"
        initialFocusRef={withInitialFocus ? emailRef : undefined}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Annuler
            </Button>
            <Button onClick={() => setOpen(false)}>Valider</Button>
          </>
        }
      >
        <TextField ref={emailRef} label="E-mail" type="email" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is an aria-modal dialog named by its title, focused on open', async () => {
    const { baseElement } = renderWithTheme(<Example />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Être alerté du retour en stock' }));
    const dialog = screen.getByRole('dialog', { name: 'Alerte de disponibilité' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    expect(await axe(baseElement)).toHaveNoViolations();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    renderWithTheme(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Être alerté du retour en stock' }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Fermer' });
    const confirm = within(dialog).getByRole('button', { name: 'Valider' });
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    renderWithTheme(<Example />);
    const opener = screen.getByRole('button', { name: 'Être alerté du retour en stock' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes from the close button and the backdrop, not from a click inside', async () => {
    renderWithTheme(<Example />);
    const opener = screen.getByRole('button', { name: 'Être alerté du retour en stock' });
    await userEvent.click(opener);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('textbox', { name: 'E-mail' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('focuses initialFocusRef when given', async () => {
    renderWithTheme(<Example withInitialFocus />);
    await userEvent.click(screen.getByRole('button', { name: 'Être alerté du retour en stock' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  });
});
