import { t } from '@arbora/shared/messages';
import type { MenuItem } from '@arbora/shared/schemas';
import { Drawer } from '@arbora/shared/ui/overlays';
import { useLayoutEffect, type RefObject } from 'react';
import { MenuTree } from './menu-tree';

/**
 * The phone menu's drawer (menu-drawer.tsx), loaded the first time « Menu » is pressed. While it is
 * open the page behind is inert (not only hidden from assistive technologies: not focusable nor
 * clickable). Making the page inert takes the focus off « Menu » in the browser, sometimes before the
 * drawer's focus trap has noted where the focus was: so the layout effect that lifts it on closing
 * gives the focus back to the button itself, not trusting the trap to have seen it.
 */
export default function MenuDrawerPanel({
  items,
  open,
  onClose,
  opener,
}: {
  items: MenuItem[];
  open: boolean;
  onClose: () => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  useLayoutEffect(() => {
    const button = opener.current;
    const page = open ? button?.closest<HTMLElement>('[data-layout]') : null;
    if (!page) return undefined;
    page.setAttribute('inert', '');
    return () => {
      page.removeAttribute('inert');
      button?.focus();
    };
  }, [open, opener]);

  return (
    <Drawer
      side="left"
      open={open}
      onClose={onClose}
      title={t('header_menu_title')}
      closeLabel={t('header_menu_close')}
    >
      <nav aria-label={t('header_drawer_navigation')}>
        <MenuTree items={items} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
