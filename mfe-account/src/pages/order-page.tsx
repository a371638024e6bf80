import type { PageHeadFn } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import { Breadcrumbs } from '@arbora/shared/ui';
import { BrowserOnly } from '../components/browser-only';
import { PageSection } from '../components/page-section';
import { OrderDetail } from '../features/orders/components/order-detail';
import { useLoginOnSessionEnd } from '../lib/use-login-on-session-end';

export const pageHead: PageHeadFn = (_data, params) => ({ title: `Commande ${params.slug ?? ''}`, noindex: true });

/** `/mes-commandes/{reference}`: one order; another customer's gives the 404 screen. */
export default function OrderPage() {
  useLoginOnSessionEnd();
  const { params } = usePageRoute();
  const reference = params.slug ?? '';
  return (
    <PageSection title={`Commande ${reference}`} wide>
      <Breadcrumbs
        items={[
          { label: 'Mon compte', route: '/mon-compte' },
          { label: 'Mes commandes', route: '/mes-commandes' },
          { label: reference, route: `/mes-commandes/${reference}` },
        ]}
      />
      <BrowserOnly lines={6}>
        <OrderDetail reference={reference} />
      </BrowserOnly>
    </PageSection>
  );
}
