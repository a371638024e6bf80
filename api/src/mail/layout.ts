import mjml2html from 'mjml';
import type { ShopIdentity } from './shop';

/**
 * The one layout of every e-mail the shop sends: the brand on top, the message's blocks, the
 * footer with the shop's contact details and legal mentions. Each block renders twice, as MJML
 * (compiled to the HTML mail clients read, tables and inline styles) and as the text part; every
 * string that reaches the HTML goes through `escapeHtml` here, so no template can forget it.
 */

/** A block of a message: what templates build, the layout alone decides how it looks. */
export type MailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'button'; label: string; url: string }
  /** The ordered articles: name, reference, quantity and line total (its column « Montant TTC » unless named). */
  | {
      type: 'lines';
      title: string;
      amountHeading?: string;
      rows: { name: string; detail: string; amount: string }[];
    }
  /** Amounts as the site shows them (label, amount, « dont … » notes), the total last, in bold. */
  | {
      type: 'summary';
      rows: { label: string; amount: string; note?: string | null }[];
      /** The amount charged; its « dont TVA » note, if any (a professional's summary has the VAT as a row). */
      total: { label: string; amount: string; note?: string | null };
    }
  /** Side-by-side boxes (delivery and billing addresses), each a title and its lines. */
  | { type: 'boxes'; boxes: { title: string; lines: string[] }[] }
  /** A framed panel (payment instructions): a title, lines, and label/value pairs. */
  | { type: 'panel'; title: string; lines: string[]; fields?: { label: string; value: string }[] };

export type MailMessage = { kind: string; to: string; subject: string; preview: string; blocks: MailBlock[] };

/** An e-mail ready for the outbox. Texts are French (what the shopper reads). */
export type MailContent = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where « Répondre » writes to, when not the shop (mail/reply-to.ts: one mailbox, checked again on delivery). */
  replyTo?: string | null;
};

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const BRAND = '#2f5d3a';
const INK = '#1f2a22';
const MUTED = '#5b665e';
const FONT = 'Helvetica, Arial, sans-serif';

const text = (s: string) => escapeHtml(s).replace(/\n/g, '<br>');

function blockMjml(b: MailBlock): string {
  switch (b.type) {
    case 'paragraph':
      return `<mj-text>${text(b.text)}</mj-text>`;
    case 'button':
      return `<mj-button href="${escapeHtml(b.url)}" background-color="${BRAND}" color="#ffffff" font-weight="bold" inner-padding="12px 24px" align="left">${escapeHtml(b.label)}</mj-button>`;
    case 'lines':
      return [
        `<mj-text font-size="18px" font-weight="bold" padding-top="24px">${text(b.title)}</mj-text>`,
        `<mj-table cellpadding="6px">`,
        `<tr style="border-bottom:1px solid #d7dcd8;text-align:left"><th>Article</th><th style="text-align:right">${text(b.amountHeading ?? 'Montant TTC')}</th></tr>`,
        ...b.rows.map(
          (r) =>
            `<tr style="border-bottom:1px solid #eceeec"><td>${text(r.name)}<br><span style="color:${MUTED};font-size:13px">${text(r.detail)}</span></td><td style="text-align:right;white-space:nowrap">${text(r.amount)}</td></tr>`,
        ),
        `</mj-table>`,
      ].join('\n');
    case 'summary':
      return [
        `<mj-table cellpadding="4px">`,
        ...b.rows.map(
          (r) =>
            `<tr><td>${text(r.label)}${r.note ? `<br><span style="color:${MUTED};font-size:13px">${text(r.note)}</span>` : ''}</td><td style="text-align:right;white-space:nowrap">${text(r.amount)}</td></tr>`,
        ),
        `<tr style="border-top:2px solid ${INK};font-weight:bold;font-size:16px"><td>${text(b.total.label)}</td><td style="text-align:right;white-space:nowrap">${text(b.total.amount)}</td></tr>`,
        ...(b.total.note
          ? [`<tr><td colspan="2" style="color:${MUTED};font-size:13px">${text(b.total.note)}</td></tr>`]
          : []),
        `</mj-table>`,
      ].join('\n');
    case 'boxes':
      return b.boxes
        .map((box) => `<mj-text><strong>${text(box.title)}</strong><br>${box.lines.map(text).join('<br>')}</mj-text>`)
        .join('\n');
    case 'panel':
      return [
        `<mj-text container-background-color="#f1f5f0" padding="16px"><strong>${text(b.title)}</strong><br>${b.lines.map(text).join('<br>')}`,
        ...(b.fields ?? []).map((f) => `<br>${text(f.label)}\u00a0: <strong>${text(f.value)}</strong>`),
        `</mj-text>`,
      ].join('');
  }
}

function blockText(b: MailBlock): string {
  switch (b.type) {
    case 'paragraph':
      return b.text;
    case 'button':
      return `${b.label}\u00a0: ${b.url}`;
    case 'lines':
      return [b.title, ...b.rows.map((r) => `– ${r.name} (${r.detail})\u00a0: ${r.amount}`)].join('\n');
    case 'summary':
      return [
        // The same lines as shared/format's orderSummaryText (French non-breaking space before « : »).
        ...b.rows.flatMap((r) => [`${r.label}\u00a0: ${r.amount}`, ...(r.note ? [`  ${r.note}`] : [])]),
        `${b.total.label}\u00a0: ${b.total.amount}`,
        ...(b.total.note ? [`  ${b.total.note}`] : []),
      ].join('\n');
    case 'boxes':
      return b.boxes.map((box) => [box.title, ...box.lines].join('\n')).join('\n\n');
    case 'panel':
      return [b.title, ...b.lines, ...(b.fields ?? []).map((f) => `${f.label}\u00a0: ${f.value}`)].join('\n');
  }
}

/** The footer: who the shop is, how to reach it, and why this message was sent. */
function footerLines(shop: ShopIdentity): { contact: string[]; legal: string } {
  return {
    contact: [
      `Une question\u00a0? ${shop.phone} (${shop.hours.charAt(0).toLowerCase()}${shop.hours.slice(1)}) – ${shop.email}`,
      `${shop.name}, ${shop.address}`,
    ],
    legal: `${shop.name} – SIRET ${shop.siret} – TVA intracommunautaire ${shop.vat}. Vous recevez ce message à la suite d’une démarche sur ${new URL(shop.siteUrl).host}. Vos données sont traitées selon notre politique de confidentialité\u00a0: ${shop.siteUrl}/politique-de-confidentialite`,
  };
}

/** Renders a message in the shop's layout: its HTML (MJML) and its text part. */
export async function renderMail(shop: ShopIdentity, message: MailMessage): Promise<MailContent> {
  const footer = footerLines(shop);
  const source = `<mjml lang="fr">
<mj-head>
<mj-title>${escapeHtml(message.subject)}</mj-title>
<mj-preview>${escapeHtml(message.preview)}</mj-preview>
<mj-attributes>
<mj-all font-family="${FONT}" />
<mj-text font-size="15px" line-height="1.5" color="${INK}" />
<mj-table font-size="14px" color="${INK}" />
</mj-attributes>
</mj-head>
<mj-body background-color="#f4f4f2">
<mj-section background-color="${BRAND}" padding="16px 24px">
<mj-column><mj-text font-size="24px" font-weight="bold" color="#ffffff" padding="0"><a href="${escapeHtml(shop.siteUrl)}" style="color:#ffffff;text-decoration:none">Arbora</a></mj-text>
<mj-text font-size="13px" color="#e3ece4" padding="4px 0 0">Le bois composite pour vos extérieurs</mj-text></mj-column>
</mj-section>
<mj-section background-color="#ffffff" padding="16px 8px">
<mj-column>
${message.blocks.map(blockMjml).join('\n')}
<mj-text padding-top="24px">L’équipe Arbora</mj-text>
</mj-column>
</mj-section>
<mj-section padding="16px 24px">
<mj-column>
<mj-text font-size="13px" color="${MUTED}" padding="0 0 8px">${footer.contact.map(text).join('<br>')}</mj-text>
<mj-text font-size="11px" color="${MUTED}" padding="0">${text(footer.legal)}</mj-text>
</mj-column>
</mj-section>
</mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', minify: false });
  if (errors.length)
    throw new Error(`mail layout ${message.kind}: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  const plain = [...message.blocks.map(blockText), 'L’équipe Arbora', '--', ...footer.contact, footer.legal].join(
    '\n\n',
  );
  return { kind: message.kind, to: message.to, subject: message.subject, text: plain, html };
}
