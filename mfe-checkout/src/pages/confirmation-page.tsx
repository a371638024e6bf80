import { NotFoundError } from '@arbora/shared/errors';
import { formatDate } from '@arbora/shared/format';
import { notFoundMessage } from '@arbora/shared/messages';
import { usePageRoute, type PageHeadFn } from '@arbora/shared/platform';
import { CONFIRMATION_ROUTES, type PaymentOutcome } from '@arbora/shared/schemas';
import { useCart, useSession } from '@arbora/shared/store';
import { Button, Link } from '@arbora/shared/ui';
import { PageFrame, Skeleton } from '@arbora/shared/ui/commerce';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Panel } from '../components/panels';
import { orderQuery, useOrder } from '../features/confirmation/api/get-order';
import { useOrderStatus } from '../features/confirmation/api/get-order-status';
import { OrderRecap } from '../features/confirmation/components/order-recap';
import { OUTCOME_TITLES, OutcomePanel } from '../features/confirmation/components/outcome-panel';

// A long e-mail address must wrap on a phone rather than widen the page.
const Intro = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const GENERIC = CONFIRMATION_ROUTES.pending;
const OUTCOME_OF_ROUTE = Object.fromEntries(
  Object.entries(CONFIRMATION_ROUTES).map(([outcome, route]) => [route, outcome as PaymentOutcome]),
);
const routeOutcome = (pathname: string): PaymentOutcome => OUTCOME_OF_ROUTE[pathname] ?? 'pending';
const REFERENCE = /^AR-\d{4}-\d{6}$/;

export const pageHead: PageHeadFn = (_data, _params, ctx) => ({
  title: `${OUTCOME_TITLES[routeOutcome(ctx.pathname)]} | Arbora`,
  noindex: true,
});

function Loading({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <Skeleton variant="rect" height="16rem" />
    </PageFrame>
  );
}

/**
 * Every `/commande/*` page (login): the order named by `?order=` (the payment return URL), or the
 * one the store kept after validation. Loaded in the browser (a customer call): a skeleton first.
 */
export default function ConfirmationPage() {
  const { ctx } = usePageRoute();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const stored = useCart((state) => state.order) as { reference?: unknown } | null;
  const title = OUTCOME_TITLES[routeOutcome(ctx.pathname)];
  if (!mounted) return <Loading title={title} />;

  const reference = ctx.searchParams.get('order') ?? (typeof stored?.reference === 'string' ? stored.reference : null);
  if (!reference) {
    return (
      <PageFrame title="Aucune commande à afficher">
        <Panel aria-label="Vos commandes">
          <p>Retrouvez toutes vos commandes et leur suivi dans votre espace client.</p>
          <p>
            <Link to="/mes-commandes">Voir mes commandes</Link>
          </p>
        </Panel>
      </PageFrame>
    );
  }
  if (!REFERENCE.test(reference)) throw new NotFoundError(notFoundMessage(ctx.pathname));
  return (
    <Suspense fallback={<Loading title={title} />}>
      <Confirmation reference={reference} pathname={ctx.pathname} />
    </Suspense>
  );
}

function Confirmation({ reference, pathname }: { reference: string; pathname: string }) {
  const order = useOrder(reference, pathname);
  const { status, exhausted } = useOrderStatus(reference);
  const outcome = status?.outcome ?? order.outcome;
  const email = useSession((state) => (state.customer as { email?: unknown } | null)?.email);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!status) return;
    // The generic page only waits for the outcome, then hands over to that outcome's own page.
    if (pathname === GENERIC && status.outcome !== 'pending') {
      navigate(`${status.confirmation_route}?order=${encodeURIComponent(reference)}`, { replace: true });
    }
    // The payment moved since the order was read: read it again (paid date, payment details).
    if (status.outcome !== order.outcome) void queryClient.invalidateQueries(orderQuery(reference, pathname));
  }, [status, order.outcome, pathname, reference, navigate, queryClient]);

  return (
    <PageFrame title={OUTCOME_TITLES[outcome]}>
      <Intro>
        Commande n°&nbsp;<strong>{order.reference}</strong> du {formatDate(order.created_at)}.
        {typeof email === 'string' && email ? (
          <>
            {' '}
            Un e-mail récapitulatif a été envoyé à <strong>{email}</strong>.
          </>
        ) : null}
      </Intro>
      <OutcomePanel order={order} outcome={outcome} exhausted={exhausted} />
      <OrderRecap order={order} />
      <div>
        <Button to={`/mes-commandes/${order.reference}`} variant="secondary">
          Suivre ma commande
        </Button>{' '}
        <Button to="/" variant="ghost">
          Continuer mes achats
        </Button>
      </div>
    </PageFrame>
  );
}
