import { z } from './zod-jitless';
import { appointmentDateProblem } from '@arbora/shared/validation';
import { accepted, required, siret } from '@arbora/shared/validation';
import {
  civilitySchema,
  optionalPhone,
  optionalText,
  postcode,
  requiredEmail,
  requiredPhone,
  requiredText,
} from './fields';

/*
 * The forms of SPEC 2.5, one zod schema each, shared by the browser (react-hook-form) and
 * POST /v1/forms/send. Every form has the anti-spam `website` field: hidden from people, left
 * empty by them, filled by bots (honeypot).
 */

const honeypot = z.string().max(200).optional();

/** Who is writing: common to every form. */
const person = {
  civility: civilitySchema.nullish(),
  firstname: requiredText(60),
  lastname: requiredText(60),
  email: requiredEmail,
  phone: optionalPhone,
  postcode,
  consent: accepted,
  website: honeypot,
};
const postal = { street: requiredText(200), city: requiredText(80) };
const message = optionalText(3000);
/** A choice among fixed values; nothing chosen is field_required (not zod's English default). */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'field_required' });
/**
 * A positive number, typed as text in the browser: empty is field_required, 0 or less
 * valid_positive_number. French decimals are read as typed (« 12,5 », « 1 200 »).
 */
const positive = (max: number) =>
  z.preprocess(
    (v) =>
      v === '' || v === null
        ? undefined
        : typeof v === 'string'
          ? v.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')
          : v,
    z.coerce
      .number({ error: 'field_required' })
      .positive({ error: 'valid_positive_number' })
      .max(max, { error: 'valid_positive_number' }),
  );
const projectDate = choice(['moins-3-mois', '3-6-mois', 'plus-6-mois', 'non-defini']).default('non-defini');
/**
 * An appointment day (YYYY-MM-DD, what a date input gives), from today in Paris on and never a
 * Sunday: the same check in the browser and in the API (one issue, the first rule broken).
 */
const appointmentDate = required.pipe(z.iso.date({ error: 'valid_date' })).check((ctx) => {
  const problem = appointmentDateProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
});
const colour = optionalText(40);
/** The product a quote or sample request was opened from (`?produit=<slug>` on the page). */
const product = optionalText(160);

const quote = (fields: z.ZodRawShape) =>
  z.object({ ...person, ...fields, project_date: projectDate, message, product });

export const FORM_SCHEMAS = {
  'devis-bardage': quote({ surface_m2: positive(10_000), colour }),
  'devis-cloture': quote({ length_m: positive(5_000), height: choice(['1m', '1m50', '1m80', '2m']), colour }),
  'devis-portillon': quote({
    width_cm: positive(300),
    style: choice(['contemporain', 'elegant', 'naturel']).nullish(), // null: no radio ticked in the browser
    colour,
  }),
  'devis-portail': quote({
    width_cm: positive(1_000),
    opening: choice(['battant', 'coulissant']),
    motorised: z.boolean().default(false),
    colour,
  }),
  'devis-terrasse': quote({ surface_m2: positive(10_000), pool: z.boolean().default(false), colour }),
  'echantillons-accessoires': z.object({
    ...person,
    ...postal,
    product,
    items: z
      .array(z.string().trim().min(1).max(80))
      .min(1, { error: 'field_required' })
      .max(5, { error: 'samples_max_items' }),
  }),
  'echantillons-box': z.object({ ...person, ...postal, product }),
  'echantillons-lames': z.object({
    ...person,
    ...postal,
    product,
    colours: z
      .array(z.string().trim().min(1).max(40))
      .min(1, { error: 'field_required' })
      .max(3, { error: 'samples_max_colours' }),
  }),
  'rendez-vous': z.object({
    ...person,
    store: requiredText(80),
    date: appointmentDate,
    slot: choice(['matin', 'apres-midi']),
    message,
  }),
  'rendez-vous-pro': z.object({
    ...person,
    phone: requiredPhone,
    company: requiredText(120),
    siret,
    store: requiredText(80),
    date: appointmentDate,
    slot: choice(['matin', 'apres-midi']),
    message,
  }),
  candidature: z.object({ ...person, job: requiredText(120), motivation: message }),
  'candidature-spontanee': z.object({ ...person, desired_job: optionalText(120), motivation: message }),
  'jeu-concours': z.object({ ...person, answer: requiredText(200), rules_accepted: accepted }),
  contact: z.object({
    ...person,
    subject: choice(['commande', 'retractation', 'produit', 'sav', 'devis', 'autre']),
    message: requiredText(3000),
  }),
  'trouvez-un-poseur': z.object({
    ...person,
    project_type: choice(['terrasse', 'cloture', 'portail', 'bardage', 'autre']),
    message,
  }),
} as const;

export type FormName = keyof typeof FORM_SCHEMAS;
export const FORM_NAMES = Object.keys(FORM_SCHEMAS) as FormName[];

/** Files a form takes (multipart): field name, how many, and which kinds of content. */
export const FORM_UPLOADS: Partial<
  Record<FormName, { field: string; min: number; max: number; kinds: 'document' | 'photo' }>
> = {
  candidature: { field: 'cv', min: 1, max: 1, kinds: 'document' },
  'candidature-spontanee': { field: 'cv', min: 1, max: 1, kinds: 'document' },
  'devis-bardage': { field: 'photos', min: 0, max: 5, kinds: 'photo' },
  'devis-cloture': { field: 'photos', min: 0, max: 5, kinds: 'photo' },
  'devis-portillon': { field: 'photos', min: 0, max: 5, kinds: 'photo' },
  'devis-portail': { field: 'photos', min: 0, max: 5, kinds: 'photo' },
  'devis-terrasse': { field: 'photos', min: 0, max: 5, kinds: 'photo' },
};

/** Where the site goes after a form is sent (SPEC 2.5 confirmations). */
export function formConfirmationRoute(form: FormName): string {
  if (form.startsWith('devis-')) return '/devis/confirmation';
  if (form.startsWith('echantillons-')) return '/echantillons/confirmation';
  if (form === 'candidature') return '/form/confirmation-candidature';
  if (form === 'candidature-spontanee') return '/ocelia/nous-rejoindre/confirmation-candidature-spontanee';
  if (form === 'jeu-concours') return '/form/confirmation-concours';
  return '/form/confirmation';
}

/**
 * Body of POST /v1/forms/send: `{ form, data }` as JSON, or multipart with the fields `form`,
 * `data` (the same JSON as a string) and the files of FORM_UPLOADS.
 */
export const formSendBodySchema = z.discriminatedUnion(
  'form',
  FORM_NAMES.map((name) => z.object({ form: z.literal(name), data: FORM_SCHEMAS[name] })) as unknown as [
    z.ZodObject<{ form: z.ZodLiteral<FormName>; data: z.ZodObject }>,
    ...z.ZodObject<{ form: z.ZodLiteral<FormName>; data: z.ZodObject }>[],
  ],
);

export const formSendResponseSchema = z.object({ sent: z.literal(true), confirmation_route: z.string() });
