import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import { BrowserOnly } from '../components/browser-only';
import { PageSection } from '../components/page-section';
import { constructionSitesQuery } from '../features/construction-sites/api/get-construction-sites';
import { ConstructionSiteList } from '../features/construction-sites/components/construction-site-list';
import { useLoginOnSessionEnd } from '../lib/use-login-on-session-end';

export const pageHead: PageHeadFn = () => ({ title: 'Mes chantiers', noindex: true });

/** Loaded by the shell server for a customer's session cookie (issue 36): the sites are in its HTML. */
export const pageQueries: PageQueries = () => [constructionSitesQuery()];

/** `/mes-chantiers`: the customer's construction sites (in the server's HTML with the session cookie). */
export default function ConstructionSitesPage() {
  useLoginOnSessionEnd();
  return (
    <PageSection
      title="Mes chantiers"
      wide
      breadcrumbs={[
        { label: 'Mon compte', route: '/mon-compte' },
        { label: 'Mes chantiers', route: '/mes-chantiers' },
      ]}
    >
      <BrowserOnly when={constructionSitesQuery().queryKey}>
        <ConstructionSiteList />
      </BrowserOnly>
    </PageSection>
  );
}
