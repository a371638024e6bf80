import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import { BrowserOnly } from '../components/browser-only';
import { PageSection } from '../components/page-section';
import { constructionSiteQuery } from '../features/construction-sites/api/get-construction-site';
import { ConstructionSiteDetail } from '../features/construction-sites/components/construction-site-detail';
import { useLoginOnSessionEnd } from '../lib/use-login-on-session-end';

export const pageHead: PageHeadFn = () => ({ title: 'Mon chantier', noindex: true });

/** Loaded by the shell server for a customer's session cookie (issue 36): the site is in its HTML. */
export const pageQueries: PageQueries = (params) => [constructionSiteQuery(params.slug ?? '')];

/** `/mes-chantiers/{slug}`: one site and its PDF documents; another customer's gives the 404 screen. */
export default function ConstructionSitePage() {
  useLoginOnSessionEnd();
  const { params } = usePageRoute();
  const slug = params.slug ?? '';
  return (
    <PageSection
      title="Mon chantier"
      wide
      breadcrumbs={[
        { label: 'Mon compte', route: '/mon-compte' },
        { label: 'Mes chantiers', route: '/mes-chantiers' },
        { label: 'Chantier', route: `/mes-chantiers/${slug}` },
      ]}
    >
      <BrowserOnly lines={6} when={constructionSiteQuery(slug).queryKey}>
        <ConstructionSiteDetail slug={slug} />
      </BrowserOnly>
    </PageSection>
  );
}
