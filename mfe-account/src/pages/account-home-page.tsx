import type { PageHeadFn } from '@arbora/shared/platform';
import { useIsLoggedIn, useIsPro, useSession } from '@arbora/shared/store';
import { Button, Link } from '@arbora/shared/ui';
import { Card } from '@arbora/shared/ui/commerce';
import styled from 'styled-components';
import { BrowserOnly } from '../components/browser-only';
import { PageSection } from '../components/page-section';
import { AccountLinks } from '../features/account-home/components/account-links';
import { ConstructionSiteList } from '../features/construction-sites/components/construction-site-list';
import { RecentOrders } from '../features/orders/components/recent-orders';
import { LoginPanel } from '../features/session/components/login-panel';
import { LogoutButton } from '../features/session/components/logout-button';

export const pageHead: PageHeadFn = () => ({ title: 'Mon compte', noindex: true });

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
            Créez votre compte pour suivre vos commandes, enregistrer vos adresses et, si vous êtes un professionnel,
            retrouver les documents de vos chantiers.
          </p>
          <p>
            <Button to="/inscription">Créer un compte</Button>
          </p>
        </Card>
      </SideBySide>
    </PageSection>
  );
}

/** `/mon-compte`: the customer's dashboard (greeting, last orders, a pro's sites, links, logout). */
export default function AccountHomePage() {
  const loggedIn = useIsLoggedIn();
  const isPro = useIsPro();
  const firstname = useSession((state) => state.customer?.firstname?.trim() || null);
  if (!loggedIn) return <VisitorHome />;
  return (
    <PageSection title={firstname ? `Bonjour ${firstname}` : 'Bonjour'} wide>
      <AccountLinks />
      <Part aria-labelledby="account-last-orders">
        <h2 id="account-last-orders">Mes dernières commandes</h2>
        <BrowserOnly lines={2}>
          <RecentOrders />
        </BrowserOnly>
      </Part>
      {isPro && (
        <Part aria-labelledby="account-sites">
          <h2 id="account-sites">Mes chantiers</h2>
          <BrowserOnly lines={2}>
            <ConstructionSiteList limit={2} headingLevel={3} />
          </BrowserOnly>
          <p>
            <Link to="/mes-chantiers">Voir tous mes chantiers</Link>
          </p>
        </Part>
      )}
      <div>
        <LogoutButton />
      </div>
    </PageSection>
  );
}
