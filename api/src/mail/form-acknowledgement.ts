import {
  FORM_CONFIRMATIONS,
  FORM_STEPS_WITHOUT_PHONE,
  type FormConfirmationRoute,
} from '@arbora/shared/messages/forms';
import type { FormName } from '@arbora/shared/schemas';
import { sentFiles, submittedFields } from './form-submission';
import type { NamedProduct } from './form-submission';
import { renderMail } from './layout';
import type { MailBlock, MailContent } from './layout';
import { isPlainAddress, replyToMailbox } from './reply-to';
import type { ShopIdentity } from './shop';

/*
 * What the visitor receives once a form sent from the site is stored (POST /v1/forms/send): the
 * acknowledgement, to the address they typed. It says what was received, what happens next, with
 * the very words of the page the site shows after the form (never another promise), and how to
 * reach the shop. No marketing. « Répondre » writes to the team (Reply-To: the site's contact_email).
 */

// What each confirmation page says next, word for word (shared: the page shows the same texts).
const next = <R extends FormConfirmationRoute>(route: R): (typeof FORM_CONFIRMATIONS)[R]['next'] =>
  FORM_CONFIRMATIONS[route].next;
/** The page's lead after its « Merci. », when it thanks first. */
const afterThanks = (route: FormConfirmationRoute) => FORM_CONFIRMATIONS[route].lead.replace(/^Merci\. /, '');
const QUOTE_NEXT = Object.values(next('/devis/confirmation'));
/** The quote's step « le conseiller vous appelle au numéro indiqué » when the visitor gave no number (shared's, as the page's). */
export const QUOTE_CALL_WITHOUT_PHONE = FORM_STEPS_WITHOUT_PHONE['/devis/confirmation'].call;
const QUOTE_NEXT_WITHOUT_PHONE = QUOTE_NEXT.map((step) =>
  step === next('/devis/confirmation').call ? QUOTE_CALL_WITHOUT_PHONE : step,
);
const SAMPLES_NEXT = Object.values(next('/echantillons/confirmation'));

/**
 * Per form: the subject, what was received (« votre demande de devis terrasse »), the page's lead
 * (its words after « Merci. »), what follows (the page's steps).
 */
type Acknowledgement = {
  subject: string;
  what: string;
  then?: string;
  next: readonly string[];
  /** the steps when the visitor gave no phone number, if they differ (a call promised « au numéro indiqué ») */
  nextWithoutPhone?: readonly string[];
};

const quote = (what: string): Acknowledgement => ({
  subject: 'Nous avons bien reçu votre demande de devis',
  what: `votre demande de devis ${what}`,
  then: afterThanks('/devis/confirmation'),
  next: QUOTE_NEXT,
  nextWithoutPhone: QUOTE_NEXT_WITHOUT_PHONE,
});
const samples = (what: string): Acknowledgement => ({
  subject: 'Nous avons bien reçu votre demande d’échantillons',
  what,
  then: afterThanks('/echantillons/confirmation'),
  next: SAMPLES_NEXT,
});
const appointment = (what: string): Acknowledgement => ({
  subject: 'Nous avons bien reçu votre demande de rendez-vous',
  what,
  next: [next('/form/confirmation').delay, next('/form/confirmation').appointment],
});

export const ACKNOWLEDGEMENTS: Record<FormName, Acknowledgement> = {
  'devis-terrasse': quote('terrasse'),
  'devis-cloture': quote('clôture'),
  'devis-portail': quote('portail'),
  'devis-portillon': quote('portillon'),
  'devis-bardage': quote('bardage'),
  'echantillons-lames': samples('votre demande d’échantillons de lames'),
  'echantillons-accessoires': samples('votre demande d’échantillons d’accessoires'),
  'echantillons-box': samples('votre demande de box d’échantillons'),
  'rendez-vous': appointment('votre demande de rendez-vous en magasin'),
  'rendez-vous-pro': appointment('votre demande de rendez-vous professionnel en magasin'),
  candidature: {
    subject: 'Votre candidature a bien été reçue',
    what: 'votre candidature',
    then: FORM_CONFIRMATIONS['/form/confirmation-candidature'].lead,
    next: Object.values(next('/form/confirmation-candidature')),
  },
  'candidature-spontanee': {
    subject: 'Votre candidature spontanée a bien été reçue',
    what: 'votre candidature spontanée',
    then: FORM_CONFIRMATIONS['/ocelia/nous-rejoindre/confirmation-candidature-spontanee'].lead,
    next: Object.values(next('/ocelia/nous-rejoindre/confirmation-candidature-spontanee')),
  },
  'jeu-concours': {
    subject: 'Votre participation au jeu-concours est enregistrée',
    what: 'votre participation au jeu-concours',
    then: FORM_CONFIRMATIONS['/form/confirmation-concours'].lead,
    next: Object.values(next('/form/confirmation-concours')),
  },
  contact: {
    subject: 'Nous avons bien reçu votre message',
    what: 'votre message',
    next: [next('/form/confirmation').delay],
  },
  'trouvez-un-poseur': {
    subject: 'Nous avons bien reçu votre demande de poseur',
    what: 'votre demande de mise en relation avec un poseur partenaire',
    next: [next('/form/confirmation').delay],
  },
};

/**
 * Fields the visitor is not sent back: their consents (the team's record, not news to them), and
 * whatever could be a secret (no form asks for one; a field added later is kept out by its name).
 */
const NOT_ECHOED = ['consent', 'rules_accepted'];
const SECRET = /pass|secret|token|mot.?de.?passe|iban|card|carte/i;

/** Extras a submission's e-mails name: the product it was opened from, the installer it asks for. */
export type SubmissionExtras = {
  product?: NamedProduct | null;
  installer?: { name: string; city: string | null } | null;
};

/**
 * The acknowledgement of a stored form, to the address the visitor typed; null when the form has
 * none (or not one plain address): nothing is sent then. The visitor's text is plain here and
 * escaped by the layout; files are named, never attached nor read.
 */
export async function formAcknowledgementMail(
  shop: ShopIdentity,
  form: FormName,
  data: Record<string, unknown>,
  files: { field: string; originalName: string }[],
  { product = null, installer = null }: SubmissionExtras = {},
): Promise<MailContent | null> {
  const to = typeof data.email === 'string' ? data.email : '';
  if (!to || !isPlainAddress(to)) return null;
  const ack = ACKNOWLEDGEMENTS[form];
  const firstname = typeof data.firstname === 'string' ? data.firstname.replace(/\s+/g, ' ').trim() : '';
  const received = `Nous avons bien reçu ${ack.what}.`;
  const phone = typeof data.phone === 'string' && data.phone.trim() !== '';
  const steps = !phone && ack.nextWithoutPhone ? ack.nextWithoutPhone : ack.next;
  const fields = [
    ...(installer
      ? [{ label: 'Poseur demandé', value: installer.city ? `${installer.name} (${installer.city})` : installer.name }]
      : []),
    ...submittedFields(data, {
      product,
      skip: [...NOT_ECHOED, 'installer', ...Object.keys(data).filter((key) => SECRET.test(key))],
    }),
    ...sentFiles(files).map((f) => ({ label: f.label, value: f.names.join(', ') })),
  ];
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: firstname ? `Bonjour ${firstname},` : 'Bonjour,' },
    // Thanks first (« Merci. Nous avons bien reçu… »), unless the page's own words thank after.
    {
      type: 'paragraph',
      text: ack.then?.startsWith('Merci ')
        ? `${received} ${ack.then}`
        : [`Merci. ${received}`, ...(ack.then ? [ack.then] : [])].join(' '),
    },
    { type: 'panel', title: 'Et maintenant\u00a0?', lines: steps.map((step) => `– ${step}`) },
    { type: 'panel', title: 'Ce que nous avons reçu', lines: [], fields },
    {
      type: 'paragraph',
      text: 'Pour compléter ou corriger votre demande, répondez simplement à ce message\u00a0: il parvient à notre équipe.',
    },
  ];
  const mail = await renderMail(shop, {
    kind: 'form_acknowledgement',
    to,
    subject: ack.subject,
    preview: received,
    blocks,
  });
  return { ...mail, replyTo: replyToMailbox(shop.name, shop.email) };
}
