/**
 * What follows a withdrawal from some lines of an order not paid yet (the API's outcome
 * `not_charged`): one source for the acknowledgement the account's page shows and the e-mail the
 * API sends. The lines are neither charged nor sent, and what is left to pay is lowered by them at
 * once (the API's rule, api/src/withdrawal/rules.ts amountDue); the delivery stays as charged.
 * `amountDue(formatted)`: the line that says what is left, « Reste à régler : 123,45 € ».
 * @public
 */
export const WITHDRAWAL_NOT_CHARGED = {
  next: 'Cette commande n’est pas encore réglée\u00a0: nous n’avons encaissé aucun paiement, et ces articles ne vous seront ni facturés ni envoyés. Le reste de la commande est maintenu, et le montant à régler est diminué de ces articles (les frais de livraison restent inchangés).',
  amountDue: (amount: string): string => `Reste à régler\u00a0: ${amount}`,
} as const;
