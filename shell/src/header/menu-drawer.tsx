import { t } from '@arbora/shared/messages';
import type { MenuItem } from '@arbora/shared/schemas';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';
import styled, { css } from 'styled-components';
import { MenuIcon } from './icons';
import type MenuDrawerPanel from './menu-drawer-panel';

/** The site map (mfe-content's /plan-du-site): every category and page as links. */
const SITE_MAP_PATH = '/plan-du-site';

/** The drawer and its tree: code for after the first press, not for the first screen. */
const loadPanel = () => import(/* webpackChunkName: "menu-drawer" */ './menu-drawer-panel');

type PanelProps = ComponentProps<typeof MenuDrawerPanel> & { onFailed: () => void };

/** Its code could not be loaded (offline): the drawer closes, and the next press asks again. */
function Unavailable({ onFailed }: PanelProps) {
  useEffect(onFailed, [onFailed]);
  return null;
}

const lazyPanel = () => lazy<ComponentType<PanelProps>>(() => loadPanel().catch(() => ({ default: Unavailable })));

const openerLook = css`
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;

const Opener = styled.button`
  ${openerLook}
  display: inline-flex;
  cursor: pointer;
  @media (scripting: none) {
    display: none;
  }
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/**
 * Where scripts do not run (blocked, failed), the drawer can never open: « Menu » is then a link to
 * the site map, which lists every category and page. A browser running scripts never lays it out.
 */
const SiteMapLink = styled.a`
  ${openerLook}
  display: none;
  text-decoration: none;
  @media (scripting: none) {
    display: inline-flex;
  }
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/**
 * The phone menu: a « Menu » button opening a drawer with the whole tree (menu-drawer-panel.tsx).
 * The button is server-rendered; the drawer's code is loaded when a finger or a pointer comes onto
 * the button, or at the latest when it is pressed, and the drawer shows once it is there. A press
 * before the page is hydrated is held and replayed (app/early-toggles.ts), so it opens it too.
 */
export function MenuDrawer({ items }: { items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  // From the first press on, the panel stays mounted (closed, it renders nothing): closing it
  // gives the focus back to the button as before.
  const [pressed, setPressed] = useState(false);
  const [Panel, setPanel] = useState(lazyPanel);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const failed = useCallback(() => {
    setOpen(false);
    setPressed(false);
    setPanel(lazyPanel);
  }, []);
  const preload = () => void loadPanel().catch(() => undefined);

  return (
    <>
      <Opener
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
        {t('header_menu_open')}
      </Opener>
      <SiteMapLink href={SITE_MAP_PATH}>
        <MenuIcon />
        {t('header_menu_open')}
      </SiteMapLink>
      {pressed ? (
        <Suspense fallback={null}>
          <Panel items={items} open={open} onClose={close} opener={opener} onFailed={failed} />
        </Suspense>
      ) : null}
    </>
  );
}
