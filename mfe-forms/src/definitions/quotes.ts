import type { FenceConfiguration } from '@arbora/shared/configuration';
import type { FormName } from '@arbora/shared/schemas';
import type { FenceRange } from '../features/fence-configuration/api/get-fence-range';
import {
  colourName,
  configurationMessage,
  totalLengthMm,
} from '../features/fence-configuration/lib/configuration-summary';
import type { FieldDef, FormDefinition, UploadDef } from '../features/form-engine/types';
import { COLOURS, PROJECT_DATES, consentField, messageField, personSection } from './person';

export const QUOTE_PHOTOS: UploadDef = {
  field: 'photos',
  label: 'Photos de votre projet',
  hint: 'Devis sur photo\u00a0: jusqu’à 5\u00a0photos JPEG, PNG ou WebP, 5\u00a0Mo maximum chacune. Facultatif.',
  max: 5,
  required: false,
  kinds: 'photo',
};

const colour: FieldDef = { name: 'colour', kind: 'swatches', label: 'Coloris souhaité', options: COLOURS, wide: true };
const timing: FieldDef = {
  name: 'project_date',
  kind: 'select',
  label: 'Date de réalisation envisagée',
  options: PROJECT_DATES,
  placeholder: 'Choisissez une échéance',
};
const yesNo = (name: string, label: string): FieldDef => ({ name, kind: 'checkbox', label, wide: true });

/** The five quotes of /devis: what the project is, shown on the hub and above each form. */
export const QUOTES: {
  kind: FormName;
  title: string;
  line: string;
  image: string;
  photoPage: string | null;
  project: FieldDef[];
}[] = [
  {
    kind: 'devis-terrasse',
    title: 'Terrasse composite',
    line: 'Lames, lambourdes et finitions calculées pour votre surface, piscine comprise.',
    image: 'terrasse',
    photoPage: '/services/devis-photo-terrasse',
    project: [
      { name: 'surface_m2', kind: 'number', label: 'Surface de la terrasse', unit: 'm²' },
      yesNo('pool', 'La terrasse entoure une piscine'),
    ],
  },
  {
    kind: 'devis-cloture',
    title: 'Clôture composite',
    line: 'Poteaux, lames et accessoires pour la longueur et la hauteur de votre clôture.',
    image: 'cloture',
    photoPage: '/services/devis-photo-cloture',
    project: [
      { name: 'length_m', kind: 'number', label: 'Longueur de la clôture', unit: 'm' },
      {
        name: 'height',
        kind: 'radio',
        label: 'Hauteur',
        options: [
          { value: '1m', label: '1\u00a0m' },
          { value: '1m50', label: '1,50\u00a0m' },
          { value: '1m80', label: '1,80\u00a0m' },
          { value: '2m', label: '2\u00a0m' },
        ],
      },
    ],
  },
  {
    kind: 'devis-portail',
    title: 'Portail composite',
    line: 'Battant ou coulissant, motorisé ou non, à la largeur de votre entrée.',
    image: 'portail',
    photoPage: '/services/devis-photo-portail',
    project: [
      { name: 'width_cm', kind: 'number', label: 'Largeur de l’entrée', unit: 'cm' },
      {
        name: 'opening',
        kind: 'radio',
        label: 'Ouverture',
        options: [
          { value: 'battant', label: 'Battante' },
          { value: 'coulissant', label: 'Coulissante' },
        ],
      },
      yesNo('motorised', 'Je souhaite un portail motorisé'),
    ],
  },
  {
    kind: 'devis-portillon',
    title: 'Portillon composite',
    line: 'Un portillon assorti à votre clôture, dans le style de votre maison.',
    image: 'portillon',
    photoPage: '/services/devis-photo-portillon',
    project: [
      { name: 'width_cm', kind: 'number', label: 'Largeur du passage', unit: 'cm' },
      {
        name: 'style',
        kind: 'radio',
        label: 'Style',
        options: [
          { value: 'contemporain', label: 'Contemporain' },
          { value: 'elegant', label: 'Élégant' },
          { value: 'naturel', label: 'Naturel' },
        ],
      },
    ],
  },
  {
    kind: 'devis-bardage',
    title: 'Bardage composite',
    line: 'Lames de bardage et fixations pour habiller vos façades.',
    image: 'bardage',
    photoPage: null,
    project: [{ name: 'surface_m2', kind: 'number', label: 'Surface à habiller', unit: 'm²' }],
  },
];

/** The quotes the configurator's « Demander un devis » link opens (`?configuration=`). */
export const CONFIGURABLE_QUOTES: readonly FormName[] = ['devis-cloture', 'devis-portillon', 'devis-portail'];

const HEIGHTS: Record<number, string> = { 1000: '1m', 1500: '1m50', 1800: '1m80', 2000: '2m' };
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * A configured fence as the quote form's values: its length, height and colour where the form has
 * a matching choice, a gate door's width, a gate's width, opening and motor, and the whole
 * configuration (gate and gate door included) in the message.
 */
export function configurationDefaults(
  kind: FormName,
  config: FenceConfiguration,
  range: FenceRange | null,
  encoded: string,
  estimateTtc: number | null = null,
): Record<string, unknown> {
  const colour = COLOURS.find((c) => plain(c.value) === plain(colourName(config, range)))?.value;
  const values: Record<string, unknown> = { message: configurationMessage(config, range, encoded, estimateTtc) };
  if (colour) values.colour = colour;
  if (kind === 'devis-cloture') {
    values.length_m = String(totalLengthMm(config) / 1000);
    if (HEIGHTS[config.heightMm]) values.height = HEIGHTS[config.heightMm];
  }
  if (kind === 'devis-portillon' && config.gateDoor) values.width_cm = String(config.gateDoor.widthMm / 10);
  if (kind === 'devis-portail' && config.gate) {
    values.width_cm = String(config.gate.widthMm / 10);
    values.opening = config.gate.opening === 'swing' ? 'battant' : 'coulissant';
    values.motorised = config.gate.motorised;
  }
  return values;
}

export function quoteDefinition(
  kind: FormName,
  product: string | null,
  extra: Record<string, unknown> = {},
): FormDefinition | null {
  const quote = QUOTES.find((q) => q.kind === kind);
  if (!quote) return null;
  return {
    form: kind,
    sections: [
      {
        title: 'Votre projet',
        fields: [...quote.project, colour, timing, messageField('Précisions sur votre projet')],
      },
      personSection('Vos coordonnées', [consentField('établir mon devis et me recontacter à son sujet')]),
    ],
    upload: QUOTE_PHOTOS,
    submitLabel: 'Recevoir mon devis gratuit',
    defaults: { project_date: 'non-defini', ...(product ? { product } : {}), ...extra },
  };
}
