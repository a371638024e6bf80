import { t } from '@arbora/shared/messages';
import type { MenuItem } from '@arbora/shared/schemas';
import { Drawer } from '@arbora/shared/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { MenuIcon } from './icons';
import { MenuTree } from './menu-tree';

const Opener = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/**
 * The phone menu: a « Menu » button opening a drawer with the whole tree. While it is open the
 * page behind is inert (not only hidden from assistive technologies: not focusable nor clickable);
 * a layout effect lifts that before the drawer's focus trap gives focus back to the button.
 */
export function MenuDrawer({ items }: { items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useLayoutEffect(() => {
    const page = open ? opener.current?.closest<HTMLElement>('[data-layout]') : null;
    if (!page) return undefined;
    page.setAttribute('inert', '');
    return () => page.removeAttribute('inert');
  }, [open]);

  return (
    <>
      <Opener ref={opener} type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <MenuIcon />
        {t('header_menu_open')}
      </Opener>
      <Drawer
        side="left"
        open={open}
        onClose={close}
        title={t('header_menu_title')}
        closeLabel={t('header_menu_close')}
      >
        <nav aria-label={t('header_drawer_navigation')}>
          <MenuTree items={items} onNavigate={close} />
        </nav>
      </Drawer>
    </>
  );
}
