import { formatMoney, moneyFromWire } from '@arbora/shared/format';

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
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
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
  totalTtc: number,
  paymentText: string,
  url: string,
) =>
  build(
    'order_confirmation',
    to,
    `Confirmation de votre commande ${reference}`,
    [
      `Bonjour ${firstname},`,
      `Nous avons bien reçu votre commande ${reference} d’un montant de ${formatMoney(moneyFromWire(totalTtc))} TTC.`,
      paymentText,
    ],
    { label: 'Suivre ma commande', url },
  );
