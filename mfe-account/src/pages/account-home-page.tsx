import { useHydrated, type PageHeadFn, type PageQueries } from '@arbora/shared/platform';
import { useSession } from '@arbora/shared/store';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Link } from '@arbora/shared/ui';
import { Card } from '@arbora/shared/ui/commerce';
import styled from 'styled-components';
import { BrowserOnly } from '../components/browser-only';
import { PageSection } from '../components/page-section';
import { AccountLinks } from '../features/account-home/components/account-links';
import { constructionSitesQuery } from '../features/construction-sites/api/get-construction-sites';
import { ConstructionSiteList } from '../features/construction-sites/components/construction-site-list';
import { ordersQuery } from '../features/orders/api/get-orders';
import { RECENT_ORDERS, RecentOrders } from '../features/orders/components/recent-orders';
import { meQuery } from '../lib/me-query';
import { LoginPanel } from '../features/session/components/login-panel';
import { LogoutButton } from '../features/session/components/logout-button';

export const pageHead: PageHeadFn = () => ({ title: 'Mon compte', noindex: true });

/**
 * The dashboard's data, loaded by the shell server when it renders this page for a session cookie
 * (issue 36): the customer, the last orders and the sites are then in the server's HTML instead of
 * skeletons. Never run for a visitor: the server renders a
 * customer page's data only for a session, and the browser's prefetch skips customer pages.
 */
export const pageQueries: PageQueries = () => [meQuery(), ordersQuery(1, RECENT_ORDERS), constructionSitesQuery()];

/**
 * Who the dashboard greets, or null for a visitor. The session store; while the browser hydrates
 * a page the server rendered for the session, the store still answers its anonymous first state
 * (useSyncExternalStore), so the customer the server loaded (`meQuery`, in the hydrated cache)
 * stands in: the first browser render is the server's.
 */
function useGreeted(): { firstname: string | null } | null {
  const session = useSession((state) => state);
  const hydrated = useHydrated();
  const served = useQueryClient().getQueryData(meQuery().queryKey);
  if (session.loggedIn) return { firstname: session.customer?.firstname?.trim() || null };
  if (!hydrated && served) return { firstname: served.firstname.trim() || null };
  return null;
}

const SideBySide = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;
const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
  }
`;

/** A visitor: log in, or open an account (SPEC 2.2 does not mark /mon-compte as needing login). */
function VisitorHome() {
  return (
    <PageSection title="Mon compte" wide>
      <p>Connectez-vous pour retrouver vos informations, vos commandes et vos chantiers.</p>
      <SideBySide>
        <Card as="section">
          <h2>Déjà client</h2>
          <LoginPanel signupLink={false} />
        </Card>
        <Card as="section">
          <h2>Nouveau client</h2>
          <p>
            Créez votre compte pour suivre vos commandes, enregistrer vos adresses et retrouver les documents de vos
            chantiers.
          </p>
          <p>
            <Button to="/inscription">Créer un compte</Button>
          </p>
        </Card>
      </SideBySide>
    </PageSection>
  );
}

/**
 * `/mon-compte`: the customer's dashboard (greeting, last orders, sites, links, logout). Every
 * customer has construction sites (SPEC 1 and 6: personal information, orders and sites are the
 * logged-in customer's; what a professional has more is not shown): the sites part is there for a
 * private customer as for a professional, as « Mes chantiers » is in the account's menu.
 */
export default function AccountHomePage() {
  const greeted = useGreeted();
  if (!greeted) return <VisitorHome />;
  const { firstname } = greeted;
  return (
    <PageSection title={firstname ? `Bonjour ${firstname}` : 'Bonjour'} wide>
      <AccountLinks />
      <Part aria-labelledby="account-last-orders">
        <h2 id="account-last-orders">Mes dernières commandes</h2>
        <BrowserOnly lines={2} when={ordersQuery(1, RECENT_ORDERS).queryKey}>
          <RecentOrders />
        </BrowserOnly>
      </Part>
      <Part aria-labelledby="account-sites">
        <h2 id="account-sites">Mes chantiers</h2>
        <BrowserOnly lines={2} when={constructionSitesQuery().queryKey}>
          <ConstructionSiteList limit={2} headingLevel={3} />
        </BrowserOnly>
        <p>
          <Link to="/mes-chantiers">Voir tous mes chantiers</Link>
        </p>
      </Part>
      <div>
        <LogoutButton />
      </div>
    </PageSection>
  );
}
