import { formatMoney, moneyFromWire } from '@arbora/shared/format';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What the hosted page can do: take the card (`open`), nothing more (`processed`: paid or refused
 * already), or nothing at all because the shop cancelled the order (`cancelled`: withdrawn from
 * entirely before it was paid), with a link to the order (`orderUrl`).
 */
export type CheckoutState = { kind: 'open' } | { kind: 'processed' } | { kind: 'cancelled'; orderUrl: string };

/** What the page says of a cancelled order (its GET, and its POST answered 409). */
export const CANCELLED_ORDER_TEXT = 'Cette commande est annulée\u00a0: aucun paiement n’est possible.';

/**
 * The sandbox's hosted payment page: the provider's screen, not the shop's (a real provider
 * serves its own). It lists the test cards so people trying the site know what to type.
 */
export function checkoutPage(
  reference: string,
  amount: number,
  state: CheckoutState,
  cards: { success: string[]; decline: string[] },
): string {
  const list = (numbers: string[]) =>
    numbers.map((n) => `<code>${n.replace(/(\d{4})/g, '$1 ').trim()}</code>`).join(', ');
  const body =
    state.kind === 'cancelled'
      ? `<p>${CANCELLED_ORDER_TEXT}</p>
<p><a href="${escape(state.orderUrl)}">Voir la commande ${escape(reference)}</a></p>`
      : state.kind === 'open'
        ? `<form method="post">
  <label>Numéro de carte <input name="card_number" inputmode="numeric" autocomplete="cc-number" required pattern="[0-9 ]{12,23}"></label>
  <button type="submit">Payer ${escape(formatMoney(moneyFromWire(amount)))}</button>
</form>
<p>Cartes de test\u00a0: acceptée ${list(cards.success)}\u00a0; refusée ${list(cards.decline)}.</p>`
        : '<p>Ce paiement est déjà traité.</p>';
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Paiement sécurisé (bac à sable)</title></head>
<body><h1>Paiement de la commande ${escape(reference)}</h1>
${body}
</body></html>`;
}
