import { formatDate, formatDateTime, formatMoney, moneyFromWire, orderSummaryText } from '@arbora/shared/format';
import type { SummarySource } from '@arbora/shared/format';
import type { TransferInstructions } from '@arbora/shared/schemas';

/** An e-mail ready for the outbox. Texts are French (what the shopper reads). */
export type MailContent = { kind: string; to: string; subject: string; text: string; html: string };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function build(
  kind: string,
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): MailContent {
  const text = [...paragraphs, ...(link ? [`${link.label} : ${link.url}`] : []), '', 'L’équipe Arbora'].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    '<p>L’équipe Arbora</p>',
  ].join('\n');
  return { kind, to, subject, text, html: `<!doctype html><html lang="fr"><body>${html}</body></html>` };
}

export const activationMail = (to: string, firstname: string, url: string) =>
  build(
    'activation',
    to,
    'Activez votre compte Arbora',
    [
      `Bonjour ${firstname},`,
      'Merci pour votre inscription. Pour activer votre compte, suivez ce lien (valable 7 jours).',
    ],
    { label: 'Activer mon compte', url },
  );

/** Sent instead of a second account when someone signs up with a known address (no enumeration). */
export const accountExistsMail = (to: string, url: string) =>
  build(
    'account_exists',
    to,
    'Vous avez déjà un compte Arbora',
    [
      'Bonjour,',
      'Une inscription a été demandée avec votre adresse, qui a déjà un compte. Si vous avez oublié votre mot de passe, vous pouvez le réinitialiser.',
    ],
    { label: 'Réinitialiser mon mot de passe', url },
  );

export const resetMail = (to: string, firstname: string, url: string) =>
  build(
    'password_reset',
    to,
    'Réinitialisation de votre mot de passe',
    [
      `Bonjour ${firstname},`,
      'Vous avez demandé à changer votre mot de passe. Ce lien est valable 1 heure. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
    ],
    { label: 'Choisir un nouveau mot de passe', url },
  );

export const orderConfirmationMail = (
  to: string,
  firstname: string,
  reference: string,
  /** The order's priced cart: its summary is the one the order pages show (shared orderSummary). */
  cart: SummarySource,
  paymentText: string | string[],
  url: string,
) =>
  build(
    'order_confirmation',
    to,
    `Confirmation de votre commande ${reference}`,
    [
      `Bonjour ${firstname},`,
      `Nous avons bien reçu votre commande ${reference} d’un montant de ${formatMoney(moneyFromWire(cart.total_ttc))} TTC.`,
      ['Récapitulatif (montants TTC) :', ...orderSummaryText(cart)].join('\n'),
      ...(Array.isArray(paymentText) ? paymentText : [paymentText]),
    ],
    { label: 'Suivre ma commande', url },
  );

/** The order e-mail's payment part for a transfer: everything needed to pay, also on the order page. */
export const transferPaymentText = (t: TransferInstructions): string[] => [
  `Votre commande sera préparée à réception de votre virement de ${formatMoney(moneyFromWire(t.amount))}, à effectuer avant le ${formatDate(t.deadline)} sur le compte suivant, en indiquant la référence ${t.reference} dans le libellé :`,
  `Titulaire : ${t.holder}`,
  `IBAN : ${t.iban}`,
  `BIC : ${t.bic}`,
  `Référence : ${t.reference}`,
  'Ces coordonnées restent affichées sur la page de votre commande, dans « Mes commandes ».',
];

/**
 * The acknowledgement of a withdrawal on a durable medium, sent without delay, with the date and
 * time it was received (C. conso L221-21 as amended for the online withdrawal function).
 */
export const withdrawalMail = (
  to: string,
  firstname: string,
  reference: string,
  lines: { name: string; reference: string; quantity: number }[],
  receivedAt: Date,
  url: string,
) =>
  build(
    'withdrawal_acknowledgement',
    to,
    `Accusé de réception de votre rétractation – commande ${reference}`,
    [
      `Bonjour ${firstname},`,
      `Nous avons bien reçu votre rétractation le ${formatDateTime(receivedAt)} (heure de Paris) pour les articles suivants de la commande ${reference} :`,
      ...lines.map((l) => `– ${l.name} (réf. ${l.reference}) × ${l.quantity}`),
      'Retournez ces produits dans leur état d’origine au plus tard quatorze jours après cette déclaration ; les frais de retour restent à votre charge. Nous vous remboursons au plus tard quatorze jours après réception de votre déclaration, le remboursement pouvant être différé jusqu’au retour des produits.',
    ],
    { label: 'Voir ma commande', url },
  );
