import type { FormName } from '@arbora/shared/schemas';
import type { FieldDef, FormDefinition } from '../features/form-engine/types';
import { COLOURS, consentField, personSection, postalFields } from './person';

const ACCESSORIES = [
  'Clips inox',
  'Clips de départ',
  'Lambourde composite',
  'Plot réglable',
  'Profil de finition',
  'Cornière d’angle',
  'Poteau aluminium',
  'Capuchon de poteau',
].map((label) => ({ value: label, label }));

/** The three sample requests of /echantillons. */
export const SAMPLES: { kind: FormName; title: string; line: string; image: string; choice: FieldDef | null }[] = [
  {
    kind: 'echantillons-box',
    title: 'La box échantillons gratuite',
    line: 'Un coffret de nos coloris de lames composites, livré gratuitement chez vous.',
    image: 'box',
    choice: null,
  },
  {
    kind: 'echantillons-lames',
    title: 'Grands échantillons de lames',
    line: 'Jusqu’à 3\u00a0morceaux de lame de 30\u00a0cm pour juger la teinte et la texture en vrai.',
    image: 'lames',
    choice: {
      name: 'colours',
      kind: 'multi',
      label: 'Coloris souhaités',
      hint: '3\u00a0coloris au maximum',
      options: COLOURS,
      wide: true,
    },
  },
  {
    kind: 'echantillons-accessoires',
    title: 'Échantillons d’accessoires',
    line: 'Clips, lambourdes, plots, profils\u00a0: recevez jusqu’à 5\u00a0accessoires pour préparer la pose.',
    image: 'accessoires',
    choice: {
      name: 'items',
      kind: 'multi',
      label: 'Accessoires souhaités',
      hint: '5\u00a0accessoires au maximum',
      options: ACCESSORIES,
      wide: true,
    },
  },
];

export function sampleDefinition(kind: FormName, product: string | null): FormDefinition | null {
  const sample = SAMPLES.find((s) => s.kind === kind);
  if (!sample) return null;
  const sections = [
    ...(sample.choice ? [{ title: 'Vos échantillons', fields: [sample.choice] }] : []),
    personSection('Vos coordonnées et l’adresse de livraison', [
      ...postalFields,
      consentField('m’envoyer ces échantillons et me recontacter à leur sujet'),
    ]),
  ];
  return {
    form: kind,
    sections,
    submitLabel: 'Recevoir mes échantillons',
    defaults: product ? { product } : {},
  };
}
