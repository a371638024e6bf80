import { formatMoney, moneyFromWire } from '@arbora/shared/format';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox's hosted payment page: the provider's screen, not the shop's (a real provider
 * serves its own). It lists the test cards so people trying the site know what to type.
 */
export function checkoutPage(
  reference: string,
  amount: number,
  open: boolean,
  cards: { success: string[]; decline: string[] },
): string {
  const list = (numbers: string[]) =>
    numbers.map((n) => `<code>${n.replace(/(\d{4})/g, '$1 ').trim()}</code>`).join(', ');
  const body = open
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
