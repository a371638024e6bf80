import type { Choice, FieldDef, FieldSection } from '../features/form-engine/types';

/** The person writing, common to every form: asked after the project. */
export const personFields: readonly FieldDef[] = [
  {
    name: 'civility',
    kind: 'radio',
    label: 'Civilité',
    options: [
      { value: 'Mme', label: 'Madame' },
      { value: 'M', label: 'Monsieur' },
    ],
  },
  { name: 'firstname', kind: 'text', label: 'Prénom' },
  { name: 'lastname', kind: 'text', label: 'Nom' },
  { name: 'email', kind: 'email', label: 'Adresse e-mail', hint: 'Exemple\u00a0: nom@domaine.fr' },
  { name: 'phone', kind: 'tel', label: 'Téléphone', hint: 'Exemple\u00a0: 06 12 34 56 78' },
  { name: 'postcode', kind: 'text', label: 'Code postal', hint: '5\u00a0chiffres' },
];

export const postalFields: readonly FieldDef[] = [
  { name: 'street', kind: 'text', label: 'Adresse', wide: true },
  { name: 'city', kind: 'text', label: 'Ville' },
];

export const consentField = (what: string): FieldDef => ({
  name: 'consent',
  kind: 'checkbox',
  label: `J’accepte qu’Arbora utilise ces informations pour ${what}.`,
  summaryLabel: 'Votre accord',
});

export const personSection = (title = 'Vos coordonnées', extra: readonly FieldDef[] = []): FieldSection => ({
  title,
  fields: [...personFields, ...extra],
});

export const messageField = (label = 'Votre message', hint?: string): FieldDef => ({
  name: 'message',
  kind: 'textarea',
  label,
  hint,
  wide: true,
});

/** The composite colours (tags of the catalogue), with a swatch close to the real slat. */
export const COLOURS: readonly Choice[] = [
  { value: 'Gris anthracite', label: 'Gris anthracite', swatch: '#3D4044' },
  { value: 'Gris ardoise', label: 'Gris ardoise', swatch: '#67707A' },
  { value: 'Brun exotique', label: 'Brun exotique', swatch: '#6E4532' },
  { value: 'Chêne naturel', label: 'Chêne naturel', swatch: '#A9834F' },
  { value: 'Teck', label: 'Teck', swatch: '#8E5C2E' },
  { value: 'Sable', label: 'Sable', swatch: '#D2BD95' },
  { value: 'Noir graphite', label: 'Noir graphite', swatch: '#25272A' },
];

export const PROJECT_DATES: readonly Choice[] = [
  { value: 'moins-3-mois', label: 'Dans moins de 3\u00a0mois' },
  { value: '3-6-mois', label: 'Dans 3 à 6\u00a0mois' },
  { value: 'plus-6-mois', label: 'Dans plus de 6\u00a0mois' },
  { value: 'non-defini', label: 'Je ne sais pas encore' },
];
