import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { GlobalStyle, plasticTheme, theme } from '@arbora/shared/ui';
import { useDeviceAttribute } from '../device/use-device';
import { Footer } from './footer';
import { Header } from './header';
import { OrderHeader } from './order-header';

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  &:focus {
    left: ${({ theme }) => theme.space.md};
    top: ${({ theme }) => theme.space.md};
    z-index: ${({ theme }) => theme.zIndex.toast};
    padding: ${({ theme }) => theme.space.xs};
    background: ${({ theme }) => theme.color.surface};
  }
`;

const Main = styled.main`
  min-height: 60vh;
`;

export type SiteLayoutName = 'default' | 'plastic' | 'order';

/**
 * The three layouts of SPEC 2: default, the plastic line (chosen by the path's segment, with its
 * own theme) and the order pipeline (a reduced header, no distractions while paying).
 */
export function SiteLayout({ layout, children }: { layout: SiteLayoutName; children: ReactNode }) {
  const deviceRef = useDeviceAttribute<HTMLDivElement>();
  return (
    <ThemeProvider theme={layout === 'plastic' ? plasticTheme : theme}>
      {/* The page background and headings follow the line too: the root's global style is Arbora's. */}
      {layout === 'plastic' ? <GlobalStyle /> : null}
      <div data-layout={layout} ref={deviceRef}>
        <SkipLink href="#main">Aller au contenu</SkipLink>
        {layout === 'order' ? <OrderHeader /> : <Header plasticLine={layout === 'plastic'} />}
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
        <Footer />
      </div>
    </ThemeProvider>
  );
}
