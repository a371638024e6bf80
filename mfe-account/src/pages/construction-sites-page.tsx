import type { PageHeadFn } from '@arbora/shared/platform';
import { Breadcrumbs } from '@arbora/shared/ui';
import { BrowserOnly } from '../components/browser-only';
import { PageSection } from '../components/page-section';
import { ConstructionSiteList } from '../features/construction-sites/components/construction-site-list';
import { useLoginOnSessionEnd } from '../lib/use-login-on-session-end';

export const pageHead: PageHeadFn = () => ({ title: 'Mes chantiers', noindex: true });

/** `/mes-chantiers`: the customer's construction sites (loaded in the browser). */
export default function ConstructionSitesPage() {
  useLoginOnSessionEnd();
  return (
    <PageSection title="Mes chantiers" wide>
      <Breadcrumbs
        items={[
          { label: 'Mon compte', route: '/mon-compte' },
          { label: 'Mes chantiers', route: '/mes-chantiers' },
        ]}
      />
      <BrowserOnly>
        <ConstructionSiteList />
      </BrowserOnly>
    </PageSection>
  );
}
