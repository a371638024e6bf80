import type { PageHeadFn } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import { Breadcrumbs } from '@arbora/shared/ui';
import { BrowserOnly } from '../components/browser-only';
import { PageSection } from '../components/page-section';
import { OrdersList } from '../features/orders/components/orders-list';

export const pageHead: PageHeadFn = () => ({ title: 'Mes commandes', noindex: true });

/** `?page=N` (the listing is the customer's, never crawled: no -p--N path). */
const pageOf = (value: string | null) => {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** `/mes-commandes`: the customer's orders, paginated (loaded in the browser). */
export default function OrdersPage() {
  const { ctx } = usePageRoute();
  return (
    <PageSection title="Mes commandes" wide>
      <Breadcrumbs
        items={[
          { label: 'Mon compte', route: '/mon-compte' },
          { label: 'Mes commandes', route: '/mes-commandes' },
        ]}
      />
      <BrowserOnly>
        <OrdersList page={pageOf(ctx.searchParams.get('page'))} />
      </BrowserOnly>
    </PageSection>
  );
}
