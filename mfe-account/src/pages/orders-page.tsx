import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import { parsePageSegment } from '@arbora/shared/routes';
import { BrowserOnly } from '../components/browser-only';
import { PageSection } from '../components/page-section';
import { ordersQuery } from '../features/orders/api/get-orders';
import { OrdersList } from '../features/orders/components/orders-list';
import { useLoginOnSessionEnd } from '../lib/use-login-on-session-end';

export const pageHead: PageHeadFn = () => ({ title: 'Mes commandes', noindex: true });

/** `/mes-commandes/-p--N` (SPEC 2.1 pagination); the route table only matches a valid page segment. */
const pageOf = (segment: string | undefined) => (segment === undefined ? 1 : (parsePageSegment(segment) ?? 1));

/**
 * The shell server loads them only for a customer's session cookie (issue 36): the orders are then
 * in the server's HTML, and the browser's first render reads the same data.
 */
export const pageQueries: PageQueries = (params) => [ordersQuery(pageOf(params.page))];

/** `/mes-commandes[/-p--N]`: the customer's orders, paginated (in the server's HTML with the session cookie). */
export default function OrdersPage() {
  useLoginOnSessionEnd();
  const { params } = usePageRoute();
  return (
    <PageSection
      title="Mes commandes"
      wide
      breadcrumbs={[
        { label: 'Mon compte', route: '/mon-compte' },
        { label: 'Mes commandes', route: '/mes-commandes' },
      ]}
    >
      <BrowserOnly when={ordersQuery(pageOf(params.page)).queryKey}>
        <OrdersList page={pageOf(params.page)} />
      </BrowserOnly>
    </PageSection>
  );
}
