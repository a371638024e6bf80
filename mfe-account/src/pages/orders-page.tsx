import type { PageHeadFn } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import { parsePageSegment } from '@arbora/shared/routes';
import { Breadcrumbs } from '@arbora/shared/ui';
import { BrowserOnly } from '../components/browser-only';
import { PageSection } from '../components/page-section';
import { OrdersList } from '../features/orders/components/orders-list';
import { useLoginOnSessionEnd } from '../lib/use-login-on-session-end';

export const pageHead: PageHeadFn = () => ({ title: 'Mes commandes', noindex: true });

/** `/mes-commandes/-p--N` (SPEC 2.1 pagination); the route table only matches a valid page segment. */
const pageOf = (segment: string | undefined) => (segment === undefined ? 1 : (parsePageSegment(segment) ?? 1));

/** `/mes-commandes[/-p--N]`: the customer's orders, paginated (loaded in the browser). */
export default function OrdersPage() {
  useLoginOnSessionEnd();
  const { params } = usePageRoute();
  return (
    <PageSection title="Mes commandes" wide>
      <Breadcrumbs
        items={[
          { label: 'Mon compte', route: '/mon-compte' },
          { label: 'Mes commandes', route: '/mes-commandes' },
        ]}
      />
      <BrowserOnly>
        <OrdersList page={pageOf(params.page)} />
      </BrowserOnly>
    </PageSection>
  );
}
