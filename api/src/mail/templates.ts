import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatShopperPriceBoth,
  linePrices,
  moneyFromWire,
  orderSummary,
  proAmountText,
  proOrderSummary,
  summaryAmountText,
} from '@arbora/shared/format';
import { WITHDRAWAL_NOT_CHARGED } from '@arbora/shared/messages/account';
import { carrierLabel } from '@arbora/shared/schemas';
import type {
  AmountDue,
  Cart,
  Order,
  OrderAddress,
  TransferInstructions,
  WithdrawalOutcome,
} from '@arbora/shared/schemas';
import { addressLines } from '../lib/address-lines';
import { renderMail } from './layout';
import type { MailBlock } from './layout';
import type { ShopIdentity } from './shop';

export type { MailContent } from './layout';

/**
 * The shop's e-mails, in French, each in the one layout (mail/layout.ts: MJML, HTML and text
 * parts). A template only says what the message holds; user input (names, addresses) is plain
 * text here and escaped by the layout.
 */

const paragraph = (text: string): MailBlock => ({ type: 'paragraph', text });
const button = (label: string, url: string): MailBlock => ({ type: 'button', label, url });

export const activationMail = (shop: ShopIdentity, to: string, firstname: string, url: string) =>
  renderMail(shop, {
    kind: 'activation',
    to,
    subject: 'Activez votre compte Arbora',
    preview: 'Un clic pour activer votre compte.',
    blocks: [
      paragraph(`Bonjour ${firstname},`),
      paragraph('Merci pour votre inscription. Pour activer votre compte, suivez ce lien (valable 7\u00a0jours).'),
      button('Activer mon compte', url),
    ],
  });

/** Sent instead of a second account when someone signs up with a known address (no enumeration). */
export const accountExistsMail = (shop: ShopIdentity, to: string, url: string) =>
  renderMail(shop, {
    kind: 'account_exists',
    to,
    subject: 'Vous avez déjà un compte Arbora',
    preview: 'Une inscription a été demandée avec votre adresse.',
    blocks: [
      paragraph('Bonjour,'),
      paragraph(
        'Une inscription a été demandée avec votre adresse, qui a déjà un compte. Si vous avez oublié votre mot de passe, vous pouvez le réinitialiser.',
      ),
      button('Réinitialiser mon mot de passe', url),
    ],
  });

export const resetMail = (shop: ShopIdentity, to: string, firstname: string, url: string) =>
  renderMail(shop, {
    kind: 'password_reset',
    to,
    subject: 'Réinitialisation de votre mot de passe',
    preview: 'Ce lien est valable 1\u00a0heure.',
    blocks: [
      paragraph(`Bonjour ${firstname},`),
      paragraph(
        'Vous avez demandé à changer votre mot de passe. Ce lien est valable 1\u00a0heure. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
      ),
      button('Choisir un nouveau mot de passe', url),
    ],
  });

/** An order address as the e-mail prints it: the invoice's lines and the phone number. */
const mailAddressLines = (a: OrderAddress) => addressLines(a, { phone: true });

/** How an order is paid, as its e-mail says it: a sentence, or the transfer's details. */
export type OrderPaymentText = string | { transfer: TransferInstructions };

function paymentBlock(payment: OrderPaymentText): MailBlock {
  if (typeof payment === 'string') return { type: 'panel', title: 'Paiement', lines: [payment] };
  const t = payment.transfer;
  return {
    type: 'panel',
    title: 'Paiement par virement\u00a0: en attente',
    lines: [
      `Votre commande sera préparée à réception de votre virement de ${formatMoney(moneyFromWire(t.amount))}, à effectuer avant le ${formatDate(t.deadline)} sur le compte suivant, en indiquant la référence ${t.reference} dans le libellé\u00a0:`,
    ],
    fields: [
      { label: 'Titulaire', value: t.holder },
      { label: 'IBAN', value: t.iban },
      { label: 'BIC', value: t.bic },
      { label: 'Référence', value: t.reference },
      { label: 'Montant', value: formatMoney(moneyFromWire(t.amount)) },
    ],
  };
}

/**
 * An order's amounts as the site shows them: TTC with « dont TVA » (shared orderSummary), or for a
 * professional HT, then « Total HT », the VAT and « Total TTC », the amount charged (shared
 * proOrderSummary, as the cart, the checkout and the account's order page).
 */
function summaryBlock(cart: Cart, pro: boolean): MailBlock {
  if (!pro) {
    const summary = orderSummary(cart);
    return {
      type: 'summary',
      rows: summary.lines.map((l) => ({ label: l.label, amount: summaryAmountText(l, 'à choisir'), note: l.note })),
      total: { label: summary.totalLabel, amount: formatMoney(summary.total), note: summary.vatNote },
    };
  }
  const view = proOrderSummary(cart);
  return {
    type: 'summary',
    rows: [
      ...view.lines.map((l) => ({ label: l.label, amount: proAmountText(l, 'à choisir'), note: l.note })),
      { label: view.totalHtLabel, amount: formatMoney(view.totalHt) },
      { label: view.vatLabel, amount: formatMoney(view.vat) },
    ],
    total: { label: view.totalTtcLabel, amount: formatMoney(view.totalTtc) },
  };
}

/**
 * The order confirmation: the ordered lines, the summary the site shows (TTC, « dont
 * éco-participation », discounts, delivery, « dont TVA »; HT first for a professional), where it
 * goes (addresses, or the store or relay farm it is collected from), and how to pay it.
 */
export const orderConfirmationMail = (
  shop: ShopIdentity,
  to: string,
  firstname: string,
  order: Pick<Order, 'reference' | 'cart' | 'carrier' | 'pickup' | 'delivery_address' | 'billing_address'>,
  payment: OrderPaymentText,
  url: string,
  { pro = false }: { pro?: boolean } = {},
) => {
  const ttc = `${formatMoney(moneyFromWire(order.cart.total_ttc))} TTC`;
  // A professional reads the amount HT first, the TTC beside it, as on the site.
  const amount = pro ? `${formatMoney(moneyFromWire(order.cart.total))} HT (${ttc})` : ttc;
  const where: MailBlock = order.pickup
    ? {
        type: 'boxes',
        boxes: [
          {
            title: order.pickup.kind === 'store' ? 'Retrait en magasin' : 'Retrait au point relais',
            lines: [
              order.pickup.name,
              order.pickup.address,
              `${order.pickup.postcode} ${order.pickup.city}`,
              ...(order.pickup.opening_hours ? [`Horaires\u00a0: ${order.pickup.opening_hours}`] : []),
            ],
          },
          { title: 'Adresse de facturation', lines: mailAddressLines(order.billing_address) },
        ],
      }
    : {
        type: 'boxes',
        boxes: [
          {
            title: `Adresse de livraison (${carrierLabel(order.carrier)})`,
            lines: mailAddressLines(order.delivery_address),
          },
          { title: 'Adresse de facturation', lines: mailAddressLines(order.billing_address) },
        ],
      };
  return renderMail(shop, {
    kind: 'order_confirmation',
    to,
    subject: `Confirmation de votre commande ${order.reference}`,
    preview: `Commande ${order.reference}\u00a0: ${amount}.`,
    blocks: [
      paragraph(`Bonjour ${firstname},`),
      paragraph(
        `Nous avons bien reçu votre commande ${order.reference} d’un montant de ${amount}. Merci de votre confiance.`,
      ),
      {
        type: 'lines',
        title: 'Votre commande',
        // A professional's amounts say HT and TTC themselves.
        ...(pro ? { amountHeading: 'Montant' } : {}),
        rows: order.cart.list.map((l) => ({
          name: l.name,
          detail: `Réf. ${l.reference} – quantité ${l.quantity}`,
          // The site's line rule: TTC, éco-participation included; a professional's HT first, the TTC beside it.
          amount: pro ? formatShopperPriceBoth(linePrices(l, { pro }).total) : formatMoney(linePrices(l).total.ttc),
        })),
      },
      summaryBlock(order.cart, pro),
      where,
      paymentBlock(payment),
      button('Suivre ma commande', url),
    ],
  });
};

/**
 * What follows a withdrawal (withdrawal/rules.ts withdrawalOutcome, the rule the account's page
 * reads too): delivered goods come back and are refunded; a paid order not delivered is not sent
 * and is refunded without any return; an unpaid order owes nothing for these lines (what is left
 * to pay is lowered by them), and withdrawn from entirely it is cancelled.
 */
const WITHDRAWAL_NEXT: Record<WithdrawalOutcome, string> = {
  return:
    'Retournez ces produits dans leur état d’origine au plus tard quatorze jours après cette déclaration\u00a0; les frais de retour restent à votre charge. Nous vous remboursons au plus tard quatorze jours après réception de votre déclaration, le remboursement pouvant être différé jusqu’au retour des produits.',
  not_sent:
    'Ces articles ne vous ont pas encore été livrés\u00a0: nous ne vous les enverrons pas, et vous n’avez rien à nous retourner. Nous vous remboursons au plus tard quatorze jours après réception de votre déclaration. Si un colis vous parvient malgré tout, refusez-le à la livraison.',
  // The account's page says the same words (shared WITHDRAWAL_NOT_CHARGED), with what is left to pay.
  not_charged: WITHDRAWAL_NOT_CHARGED.next,
  order_cancelled:
    'Votre commande est annulée\u00a0: elle n’était pas encore réglée, nous n’avons encaissé aucun paiement et elle ne vous sera ni facturée ni envoyée. Si un paiement nous parvient malgré tout (un virement déjà envoyé, par exemple), nous vous le remboursons au plus tard quatorze jours après sa réception.',
};

const money = (amount: number) => formatMoney(moneyFromWire(amount));

/**
 * What is left to pay once some lines of an unpaid order are withdrawn (withdrawal/rules.ts
 * amountDue): the total ordered, the withdrawn lines deducted, « Reste à régler », as the order's
 * page shows them; and while a transfer is awaited, its details for that amount.
 */
function amountDueBlocks(due: AmountDue, transfer: TransferInstructions | null): MailBlock[] {
  return [
    {
      type: 'panel',
      title: 'Montant à régler',
      lines: [
        `Montant de la commande\u00a0: ${money(due.total_ttc)}`,
        `Articles retirés\u00a0: −\u00a0${money(due.withdrawn_ttc)}`,
        WITHDRAWAL_NOT_CHARGED.amountDue(money(due.amount_ttc)),
      ],
    },
    ...(transfer ? [paymentBlock({ transfer })] : []),
  ];
}

/**
 * The acknowledgement of a withdrawal on a durable medium, sent without delay, with the date and
 * time it was received (C. conso L221-21 as amended for the online withdrawal function). `outcome`:
 * what follows (withdrawal/rules.ts withdrawalOutcome), as the account's page says it; by default
 * the legal text for delivered goods.
 */
export const withdrawalMail = (
  shop: ShopIdentity,
  to: string,
  firstname: string,
  reference: string,
  lines: { name: string; reference: string; quantity: number }[],
  receivedAt: Date,
  url: string,
  outcome: WithdrawalOutcome = 'return',
  due: { amount: AmountDue; transfer: TransferInstructions | null } | null = null,
) =>
  renderMail(shop, {
    kind: 'withdrawal_acknowledgement',
    to,
    subject:
      outcome === 'order_cancelled'
        ? `Accusé de réception de votre rétractation – commande ${reference} annulée`
        : `Accusé de réception de votre rétractation – commande ${reference}`,
    preview: `Rétractation reçue le ${formatDateTime(receivedAt)}.`,
    blocks: [
      paragraph(`Bonjour ${firstname},`),
      paragraph(
        `Nous avons bien reçu votre rétractation le ${formatDateTime(receivedAt)} (heure de Paris) pour les articles suivants de la commande ${reference}\u00a0:`,
      ),
      ...lines.map((l) => paragraph(`– ${l.name} (réf. ${l.reference}) × ${l.quantity}`)),
      paragraph(WITHDRAWAL_NEXT[outcome]),
      ...(due && outcome === 'not_charged' ? amountDueBlocks(due.amount, due.transfer) : []),
      button('Voir ma commande', url),
    ],
  });

/** An installer request as the team reads it (POST /v1/forms/send, form trouvez-un-poseur). */
export type InstallerRequestFacts = {
  /** the partner asked from its page, or null: any partner near the postcode */
  installer: { name: string; city: string | null; url: string } | null;
  project: string;
  name: string;
  email: string;
  phone: string;
  postcode: string;
  message: string;
};

/**
 * To the team, who passes an installer request on: the partner asked (named, with its town and
 * page) or none, the project and how to reach the person.
 */
export const installerRequestMail = (shop: ShopIdentity, facts: InstallerRequestFacts) => {
  const partner = facts.installer
    ? `${facts.installer.name}${facts.installer.city ? ` (${facts.installer.city})` : ''}`
    : null;
  return renderMail(shop, {
    kind: 'installer_request',
    to: shop.email,
    subject: partner ? `Demande de poseur pour ${partner}` : `Demande de poseur – ${facts.postcode}`,
    preview: partner ? `${facts.name} demande à être recontacté par ${partner}.` : `${facts.name} cherche un poseur.`,
    blocks: [
      paragraph('Bonjour,'),
      paragraph(
        partner
          ? `${facts.name} demande à être recontacté par le poseur partenaire ${partner}, depuis sa page. Transmettez-lui la demande.`
          : `${facts.name} demande à être recontacté par un poseur partenaire proche de chez lui ou chez elle.`,
      ),
      {
        type: 'panel',
        title: 'La demande',
        lines: [],
        fields: [
          { label: 'Poseur demandé', value: partner ?? 'aucun en particulier' },
          { label: 'Projet', value: facts.project },
          { label: 'Nom', value: facts.name },
          { label: 'E-mail', value: facts.email },
          { label: 'Téléphone', value: facts.phone || 'non indiqué' },
          { label: 'Code postal', value: facts.postcode },
          { label: 'Message', value: facts.message || 'aucun' },
        ],
      },
      ...(facts.installer ? [button('Voir la page du poseur', facts.installer.url)] : []),
    ],
  });
};

/** A form sent from the site as the team reads it (POST /v1/forms/send; see mail/form-submission.ts). */
export type FormSubmissionFacts = {
  subject: string;
  /** who sent what: « Léa Martin a envoyé une candidature sur le site. » */
  intro: string;
  /** every submitted field, labelled, in the form's order */
  fields: { label: string; value: string }[];
  /** the files sent with it, by field: stored with the submission, never attached to the e-mail */
  files: { label: string; names: string[] }[];
};

/** To the team: a form was sent. Its fields in a panel, its files named (stored, not attached). */
export const formSubmissionMail = (shop: ShopIdentity, facts: FormSubmissionFacts) =>
  renderMail(shop, {
    kind: 'form_submission',
    to: shop.email,
    subject: facts.subject,
    preview: facts.intro,
    blocks: [
      paragraph('Bonjour,'),
      paragraph(facts.intro),
      { type: 'panel', title: 'Le formulaire', lines: [], fields: facts.fields },
      ...(facts.files.length
        ? [
            {
              type: 'panel' as const,
              title: 'Fichiers enregistrés avec la demande (non joints à ce message)',
              lines: [],
              fields: facts.files.map((f) => ({ label: f.label, value: f.names.join(', ') })),
            },
          ]
        : []),
    ],
  });
