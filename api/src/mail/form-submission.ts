import { formatPhoneFr } from '@arbora/shared/format';
import type { FormName } from '@arbora/shared/schemas';
import type { FormSubmissionFacts } from './templates';

/*
 * What the team reads of a form sent from the site (POST /v1/forms/send): the one place that says,
 * per form, the e-mail's subject, and how each submitted field is labelled and written. The labels
 * and choices are the forms' own (mfe-forms/src/definitions), in French. The installer request
 * (trouvez-un-poseur) has its own e-mail (installerRequestMail: the partner asked, its page).
 */

/** A submitted value as text: '' when there is none. */
type Read = (key: string) => string;

/** A subject part typed by the visitor: one line, not too long (it is a header). */
const oneLine = (s: string, max = 80) => {
  const line = s.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
const withPart = (base: string, part: string) => (part ? `${base} – ${oneLine(part)}` : base);

export type TeamForm = Exclude<FormName, 'trouvez-un-poseur'>;

/** Per form: what it is (the e-mail's first sentence: « <name> a envoyé <what> sur le site. »), its subject. */
const FORMS: Record<TeamForm, { what: string; subject: (read: Read) => string }> = {
  'devis-terrasse': { what: 'une demande de devis terrasse', subject: () => 'Nouvelle demande de devis – Terrasse' },
  'devis-cloture': { what: 'une demande de devis clôture', subject: () => 'Nouvelle demande de devis – Clôture' },
  'devis-portail': { what: 'une demande de devis portail', subject: () => 'Nouvelle demande de devis – Portail' },
  'devis-portillon': {
    what: 'une demande de devis portillon',
    subject: () => 'Nouvelle demande de devis – Portillon',
  },
  'devis-bardage': { what: 'une demande de devis bardage', subject: () => 'Nouvelle demande de devis – Bardage' },
  'echantillons-lames': {
    what: 'une demande d’échantillons de lames',
    subject: () => 'Nouvelle demande d’échantillons – Lames',
  },
  'echantillons-accessoires': {
    what: 'une demande d’échantillons d’accessoires',
    subject: () => 'Nouvelle demande d’échantillons – Accessoires',
  },
  'echantillons-box': {
    what: 'une demande de box d’échantillons',
    subject: () => 'Nouvelle demande d’échantillons – Box',
  },
  'rendez-vous': {
    what: 'une demande de rendez-vous en magasin',
    subject: (read) => withPart('Nouvelle demande de rendez-vous', read('store')),
  },
  'rendez-vous-pro': {
    what: 'une demande de rendez-vous professionnel en magasin',
    subject: (read) => withPart('Nouvelle demande de rendez-vous professionnel', read('store')),
  },
  candidature: { what: 'une candidature', subject: (read) => withPart('Nouvelle candidature', read('job')) },
  'candidature-spontanee': {
    what: 'une candidature spontanée',
    subject: (read) => withPart('Nouvelle candidature spontanée', read('desired_job')),
  },
  'jeu-concours': {
    what: 'une participation au jeu-concours',
    subject: () => 'Nouvelle participation au jeu-concours',
  },
  contact: {
    what: 'un message de contact',
    subject: (read) => withPart('Nouveau message de contact', choiceLabel('subject', read('subject'))),
  },
};

/** The fields' labels, as the forms print them. A field not listed keeps its technical name. */
const LABELS: Record<string, string> = {
  civility: 'Civilité',
  firstname: 'Prénom',
  lastname: 'Nom',
  email: 'Adresse e-mail',
  phone: 'Téléphone',
  postcode: 'Code postal',
  street: 'Adresse',
  city: 'Ville',
  company: 'Raison sociale',
  siret: 'SIRET',
  product: 'Produit',
  surface_m2: 'Surface',
  length_m: 'Longueur',
  width_cm: 'Largeur',
  height: 'Hauteur',
  opening: 'Ouverture',
  motorised: 'Portail motorisé',
  style: 'Style',
  pool: 'Autour d’une piscine',
  colour: 'Coloris souhaité',
  project_date: 'Date de réalisation envisagée',
  colours: 'Coloris',
  items: 'Accessoires',
  store: 'Magasin',
  date: 'Date du rendez-vous',
  slot: 'Créneau',
  job: 'Poste visé',
  desired_job: 'Métier recherché',
  motivation: 'Motivations',
  answer: 'Réponse',
  rules_accepted: 'Règlement du jeu accepté',
  subject: 'Sujet',
  project_type: 'Projet',
  message: 'Message',
  consent: 'Accord pour le traitement de ses données',
};

/** Fixed choices, as the forms label them. */
const CHOICES: Record<string, Record<string, string>> = {
  civility: { Mme: 'Madame', M: 'Monsieur' },
  height: { '1m': '1\u00a0m', '1m50': '1,50\u00a0m', '1m80': '1,80\u00a0m', '2m': '2\u00a0m' },
  opening: { battant: 'Battante', coulissant: 'Coulissante' },
  style: { contemporain: 'Contemporain', elegant: 'Élégant', naturel: 'Naturel' },
  project_date: {
    'moins-3-mois': 'Dans moins de 3\u00a0mois',
    '3-6-mois': 'Dans 3 à 6\u00a0mois',
    'plus-6-mois': 'Dans plus de 6\u00a0mois',
    'non-defini': 'Je ne sais pas encore',
  },
  slot: {
    matin: 'Le matin (9\u00a0h – 12\u00a0h\u00a030)',
    'apres-midi': 'L’après-midi (14\u00a0h – 18\u00a0h\u00a030)',
  },
  project_type: {
    terrasse: 'Terrasse',
    cloture: 'Clôture',
    portail: 'Portail ou portillon',
    bardage: 'Bardage',
    autre: 'Autre projet',
  },
  subject: {
    commande: 'Ma commande',
    retractation: 'Rétractation',
    produit: 'Un produit',
    sav: 'Service après-vente',
    devis: 'Un devis',
    autre: 'Autre demande',
  },
};

/** Numbers with their unit (a no-break space between them, as French writes it). */
const UNITS: Record<string, string> = { surface_m2: 'm²', length_m: 'm', width_cm: 'cm' };

/** The files' fields, as the forms name them. */
const FILE_LABELS: Record<string, string> = { cv: 'CV', photos: 'Photos' };

/** A fixed choice as the form labels it (an unknown value as sent). */
export const choiceLabel = (key: string, value: string) => CHOICES[key]?.[value] ?? value;
const numberText = (n: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(n);
const dayText = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso)
    ? new Intl.DateTimeFormat('fr-FR', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${iso}T12:00:00Z`))
    : iso;

/** One submitted value as the team reads it, or null when nothing was given. */
function valueText(key: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'number') return UNITS[key] ? `${numberText(value)}\u00a0${UNITS[key]}` : numberText(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => String(v)).join(', ') : null;
  if (typeof value !== 'string') return JSON.stringify(value);
  if (key === 'date') return dayText(value);
  if (key === 'phone') return formatPhoneFr(value);
  return choiceLabel(key, value);
}

/** The product a quote or sample request names by its slug (`?produit=`), as the catalogue names it. */
export type NamedProduct = { name: string; reference: string };

/** A named product as a field's value: « Lame Alto (réf. LA-120) ». */
export const productText = (product: NamedProduct) =>
  product.reference ? `${product.name} (réf.\u00a0${product.reference})` : product.name;

/**
 * Every submitted field (the honeypot and `skip` aside) as label and value, in the order of the
 * form's schema. The product named by a slug shows its name and reference when the catalogue
 * knows it (`product`), else the slug as sent.
 */
export function submittedFields(
  data: Record<string, unknown>,
  { product = null, skip = [] }: { product?: NamedProduct | null; skip?: readonly string[] } = {},
): { label: string; value: string }[] {
  return Object.entries(data).flatMap(([key, value]) => {
    if (key === 'website' || skip.includes(key)) return [];
    const text = key === 'product' && product && value ? productText(product) : valueText(key, value);
    return text === null ? [] : [{ label: LABELS[key] ?? key, value: text }];
  });
}

/** The files sent with a form, by field: their labels and the names they were sent under. */
export function sentFiles(files: { field: string; originalName: string }[]): { label: string; names: string[] }[] {
  const byField = new Map<string, string[]>();
  for (const file of files) byField.set(file.field, [...(byField.get(file.field) ?? []), file.originalName]);
  return [...byField].map(([field, names]) => ({ label: FILE_LABELS[field] ?? field, names }));
}

/**
 * The facts of the team's e-mail for a stored form: its subject (FORMS), every submitted field
 * (the honeypot aside) as label and value in the order of the form's schema, the product it names
 * by name (read in the submission's transaction), the files by name.
 */
export function formSubmissionFacts(
  form: TeamForm,
  data: Record<string, unknown>,
  files: { field: string; originalName: string }[],
  product: NamedProduct | null = null,
): FormSubmissionFacts {
  const read: Read = (key) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  const name = [read('firstname'), read('lastname')].filter(Boolean).join(' ') || read('email');
  return {
    subject: FORMS[form].subject(read),
    intro: `${name} a envoyé ${FORMS[form].what} sur le site.`,
    fields: submittedFields(data, { product }),
    files: sentFiles(files),
  };
}
