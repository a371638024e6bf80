import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import { useFormActionState, useHydrated, usePageRoute } from '@arbora/shared/platform';
import { useIsLoggedIn } from '@arbora/shared/store';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { OrderDetail as Order } from '@arbora/shared/schemas';
import { Link } from '@arbora/shared/ui';
import styled from 'styled-components';
import { BrowserOnly } from '../components/browser-only';
import { OrderNumber } from '../components/order-number';
import { PageSection } from '../components/page-section';
import { orderQuery } from '../features/orders/api/get-order';
import { OrderDetail } from '../features/orders/components/order-detail';
import { isNotConcluded } from '../features/orders/order-state';
import { GuestWithdrawal } from '../features/withdrawal/components/guest-withdrawal';
import { customerStart } from '../features/withdrawal/api/posted-steps';
import { WITHDRAWAL_ID, withdrawalPageAction } from '../features/withdrawal/api/withdrawal-actions';
import { withdrawFromOrder } from '../features/withdrawal/api/withdrawal-calls';
import { TransferDetails } from '../features/withdrawal/components/transfer-details';
import { WithdrawalFlow } from '../features/withdrawal/components/withdrawal-flow';
import { OUTCOME_PARAM } from '../features/withdrawal/next-steps';
import { OutcomeParams, SAVED_PARAM, useOutcomeParam, useSavedForm } from '../lib/page-forms';
import { useLoginOnSessionEnd } from '../lib/use-login-on-session-end';

/** `/retractation` is served by this module too (no slug): the withdrawal function without logging in. */
export const pageHead: PageHeadFn = (_data, params) =>
  params.slug
    ? { title: `Commande ${params.slug}`, noindex: true }
    : { title: 'Se rétracter d’une commande', noindex: true };

/**
 * The withdrawal's forms posted without JavaScript (issue 36): the customer's order for the session
 * cookie, or the guest's steps on `/retractation` (withdrawal-actions.ts).
 */
export const pageAction = withdrawalPageAction;

/**
 * The shell server loads the order only for a customer's session cookie (issue 36): the order is
 * then in the server's HTML, and the browser's first render reads the same data.
 */
export const pageQueries: PageQueries = (params) => (params.slug ? [orderQuery(params.slug)] : []);

/**
 * The way of a logged-in customer: each order of « Mes commandes » has its withdrawal, without typing
 * its reference. The session is the browser's: the server's HTML and the first browser render say
 * the neutral sentence (true for anyone); once hydrated, a customer reads theirs in its place, in
 * the same paragraph at the top, about as long (no block appears above the form, the form moves
 * down a line at most). The guest form stays below.
 */
function CustomerWay() {
  const hydrated = useHydrated();
  const loggedIn = useIsLoggedIn();
  const link = (
    <>
      «{'\u00a0'}
      <Link to="/mes-commandes">Mes commandes</Link>
      {'\u00a0'}»
    </>
  );
  if (hydrated && loggedIn)
    return (
      <>
        <strong>Vous êtes connecté{'\u00a0'}:</strong> rétractez-vous depuis la commande, dans {link}, ou avec le
        formulaire ci-dessous.
      </>
    );
  return (
    <>
      Client connecté{'\u00a0'}? Passez par {link}.
    </>
  );
}

/** `/retractation`: find an order by reference + e-mail, then withdraw from its lines. */
function GuestWithdrawalPage() {
  return (
    <PageSection
      title="Se rétracter d’une commande"
      wide
      breadcrumbs={[
        { label: 'Accueil', route: '/' },
        { label: 'Se rétracter', route: '/retractation' },
      ]}
    >
      <p>
        Vous avez 14&nbsp;jours après la livraison pour vous rétracter d’un achat, sans avoir à vous justifier (les
        produits fabriqués sur mesure sont exclus). <CustomerWay />
      </p>
      <GuestWithdrawal />
    </PageSection>
  );
}

/** While the order awaits a transfer: where to send it, first thing on the page. */
function OrderTransfer({ reference }: { reference: string }) {
  const { transfer } = useSuspenseQuery(orderQuery(reference)).data;
  return transfer ? <TransferDetails transfer={transfer} /> : null;
}

// A post without JavaScript comes back to #commande-retractation: below the phone's two-row sticky header.
const WithdrawalPart = styled.section`
  h2 {
    scroll-margin-top: 10rem;
  }
`;

/**
 * The order was never concluded (the API's rule: every line excluded as `order_not_concluded`, or
 * its status says so): the withdrawal, a right on a concluded contract, has no place on its page.
 * Unless the customer withdrew from it: an unpaid order withdrawn from entirely is cancelled by the
 * API, and its page keeps the acknowledgement and the lines withdrawn with their date.
 */
const notConcluded = (order: Order) =>
  !order.withdrawal.lines.some((line) => line.status === 'withdrawn') &&
  (isNotConcluded(order.status) ||
    order.withdrawal.lines.every((line) => line.status === 'excluded' && line.reason === 'order_not_concluded'));

/**
 * Under the order detail: the withdrawal function. None for an order whose payment was refused (or
 * cancelled): its status says « Paiement refusé », and a « Rétractation » listing each line with
 * « Commande non conclue » would offer a right where there is no contract.
 */
function OrderWithdrawal({ reference }: { reference: string }) {
  const order = useSuspenseQuery(orderQuery(reference)).data;
  const queryClient = useQueryClient();
  const { ctx } = usePageRoute();
  const start = customerStart(
    useFormActionState(),
    ctx.searchParams,
    useSavedForm(),
    order,
    useOutcomeParam(OUTCOME_PARAM),
  );
  if (notConcluded(order)) return null;
  return (
    <WithdrawalPart aria-labelledby={WITHDRAWAL_ID}>
      <h2 id={WITHDRAWAL_ID}>Rétractation</h2>
      <WithdrawalFlow
        lines={order.cart.list}
        withdrawal={order.withdrawal}
        cancelled={order.status === 'cancelled'}
        amountDue={order.amount_due}
        posting={{ action: `${ctx.pathname}#${WITHDRAWAL_ID}`, backTo: `${ctx.pathname}#${WITHDRAWAL_ID}` }}
        start={start}
        submit={async (lineIds) => {
          const receipt = await withdrawFromOrder(order.reference, lineIds);
          // The order as it is now, before the acknowledgement shows (which says what follows from
          // the answer's `outcome`): its lines withdrawn, and an unpaid order withdrawn from
          // entirely cancelled (no more bank details, status « Annulée »).
          await queryClient.invalidateQueries({ queryKey: orderQuery(reference).queryKey });
          return receipt;
        }}
      />
    </WithdrawalPart>
  );
}

function CustomerOrderPage({ reference }: { reference: string }) {
  useLoginOnSessionEnd();
  return (
    <PageSection
      title={
        <>
          Commande <OrderNumber>{reference}</OrderNumber>
        </>
      }
      wide
      breadcrumbs={[
        { label: 'Mon compte', route: '/mon-compte' },
        { label: 'Mes commandes', route: '/mes-commandes' },
        { label: reference, route: `/mes-commandes/${reference}` },
      ]}
    >
      <BrowserOnly lines={6} when={orderQuery(reference).queryKey}>
        <OrderTransfer reference={reference} />
        <OrderDetail reference={reference} />
        <OrderWithdrawal reference={reference} />
      </BrowserOnly>
    </PageSection>
  );
}

const OUTCOME_NAMES = [SAVED_PARAM, OUTCOME_PARAM];

/** `/mes-commandes/{reference}`: one order (another customer's gives the 404 screen); `/retractation` without a reference. */
export default function OrderPage() {
  const { params } = usePageRoute();
  // A recorded withdrawal comes back to `?enregistre=retractation&suite=<outcome>`, both out of the
  // address once hydrated.
  return (
    <OutcomeParams names={OUTCOME_NAMES}>
      {params.slug ? <CustomerOrderPage reference={params.slug} /> : <GuestWithdrawalPage />}
    </OutcomeParams>
  );
}
