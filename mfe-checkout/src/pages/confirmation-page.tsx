import { formatDate } from '@arbora/shared/format';
import { usePageRoute, type PageHeadFn, type PageQueries } from '@arbora/shared/platform';
import { CONFIRMATION_ROUTES, type PaymentOutcome } from '@arbora/shared/schemas';
import { useCart, useSession } from '@arbora/shared/store';
import { Button } from '@arbora/shared/ui';
import { PageFrame, Skeleton } from '@arbora/shared/ui/commerce';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { OrderNumber } from '../components/order-number';
import { Panel } from '../components/panels';
import { orderQuery, useOrder } from '../features/confirmation/api/get-order';
import { meQuery } from '../features/delivery/api/get-me';
import { useOrderStatus } from '../features/confirmation/api/get-order-status';
import { OrderRecap } from '../features/confirmation/components/order-recap';
import { OUTCOME_TITLES, OutcomePanel } from '../features/confirmation/components/outcome-panel';

// A long e-mail address must wrap on a phone rather than widen the page.
const Intro = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

// The next steps side by side, apart, on a line of their own on a phone if they do not fit.
const NextSteps = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
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
/** « Payer à nouveau » posted without JavaScript (issue 36). */
export { payAgainAction as pageAction } from '../features/confirmation/api/pay-again-action';

function Loading({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <Skeleton variant="rect" height="16rem" />
    </PageFrame>
  );
}

/** The order the URL names (`?order=`, the payment return URL and the validation's target), if well formed. */
const namedReference = (searchParams: URLSearchParams): string | null => {
  const reference = searchParams.get('order');
  return reference && REFERENCE.test(reference) ? reference : null;
};

/**
 * The order the URL names and the customer (the e-mail the recap went to): the shell server loads
 * them only for a customer's session cookie (issue 36), so the confirmation is in its HTML.
 */
export const pageQueries: PageQueries = (_params, ctx) => {
  const reference = namedReference(ctx.searchParams);
  return reference ? [orderQuery(reference, ctx.pathname), meQuery()] : [];
};

/**
 * Every `/commande/*` page (login): the order named by `?order=` (the payment return URL), or the
 * one the store kept after validation (in this browser only: after mounting). Rendered by the
 * server when it loaded the named order for the session; otherwise a skeleton first, on both sides.
 */
export default function ConfirmationPage() {
  const { ctx } = usePageRoute();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const stored = useCart((state) => state.order) as { reference?: unknown } | null;
  const named = namedReference(ctx.searchParams);
  const loaded = useQueryClient().getQueryData(orderQuery(named ?? '', ctx.pathname).queryKey) !== undefined;
  const title = OUTCOME_TITLES[routeOutcome(ctx.pathname)];
  // No order named by the URL (none, or not a reference): the one this browser kept once mounted,
  // else, on the server too (without JavaScript nothing else would come), where to find them.
  const kept = mounted && typeof stored?.reference === 'string' ? stored.reference : null;
  if (!named && !(kept && REFERENCE.test(kept))) return <NoOrder />;
  if (!mounted && !loaded) return <Loading title={title} />;

  const reference = named ?? kept!;
  return (
    <Suspense fallback={<Loading title={title} />}>
      <Confirmation reference={reference} pathname={ctx.pathname} />
    </Suspense>
  );
}

/** A confirmation page reached without an order to show (issue 36: the server's HTML says so). */
function NoOrder() {
  return (
    <PageFrame title="Aucune commande à afficher">
      <Panel aria-label="Vos commandes">
        <p>Cette page confirme une commande juste passée, mais aucune commande n’est indiquée.</p>
        <p>Retrouvez toutes vos commandes et leur suivi dans votre espace client.</p>
        <p>
          <Button to="/mes-commandes" variant="secondary">
            Voir mes commandes
          </Button>{' '}
          <Button to="/" variant="ghost">
            Retour à l’accueil
          </Button>
        </p>
      </Panel>
    </PageFrame>
  );
}

/**
 * An order the shop cancelled (every line withdrawn before it was paid, api/src/withdrawal): no
 * payment is awaited nor possible. Its payment outcome stays `pending` (shared's outcomes have no
 * « cancelled »), which alone would read « Paiement en cours de vérification ».
 */
const CANCELLED_TITLE = 'Votre commande est annulée';

function CancelledPanel() {
  return (
    <Panel aria-labelledby="commande-paiement">
      <h2 id="commande-paiement">Paiement</h2>
      <p role="status">
        Cette commande est annulée{'\u00a0'}: aucun paiement n’est attendu ni possible, et elle ne vous sera pas
        envoyée. Si un paiement nous est parvenu malgré tout, nous vous le remboursons.
      </p>
    </Panel>
  );
}

function Confirmation({ reference, pathname }: { reference: string; pathname: string }) {
  const order = useOrder(reference, pathname);
  const { status, exhausted } = useOrderStatus(reference);
  const outcome = status?.outcome ?? order.outcome;
  const cancelled = (status?.status ?? order.status) === 'cancelled';
  // The server's customer first: while hydrating, the session store still reads as logged out.
  const me = useQuery(meQuery()).data;
  const sessionEmail = useSession((state) => (state.customer as { email?: unknown } | null)?.email);
  const email = me?.email ?? sessionEmail;
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!status) return;
    // The generic page only waits for the outcome, then hands over to that outcome's own page.
    if (pathname === GENERIC && status.outcome !== 'pending' && status.status !== 'cancelled') {
      navigate(`${status.confirmation_route}?order=${encodeURIComponent(reference)}`, { replace: true });
    }
    // The payment moved since the order was read: read it again (paid date, payment details).
    if (status.outcome !== order.outcome) void queryClient.invalidateQueries(orderQuery(reference, pathname));
  }, [status, order.outcome, pathname, reference, navigate, queryClient]);

  return (
    <PageFrame title={cancelled ? CANCELLED_TITLE : OUTCOME_TITLES[outcome]}>
      <Intro>
        Commande n°{'\u00a0'}
        <OrderNumber as="strong">{order.reference}</OrderNumber> du {formatDate(order.created_at)}.
        {typeof email === 'string' && email ? (
          <>
            {' '}
            Un e-mail récapitulatif a été envoyé à <strong>{email}</strong>.
          </>
        ) : null}
      </Intro>
      {cancelled ? <CancelledPanel /> : <OutcomePanel order={order} outcome={outcome} exhausted={exhausted} />}
      <OrderRecap order={order} />
      <NextSteps>
        <Button to={`/mes-commandes/${order.reference}`} variant="secondary">
          Suivre ma commande
        </Button>
        <Button to="/" variant="ghost">
          Continuer mes achats
        </Button>
      </NextSteps>
    </PageFrame>
  );
}
