import type { Faq, Paragraph, Push } from '@arbora/shared/schemas';
import type { ProductAttributeValue } from '../db/schema/index';
import { captionImage } from '../lib/photos/photo-image';
import { euros, htFromTtc } from '../lib/money';
import type { Rng } from '../lib/rng';
import { slugify } from '../lib/slug';
import type { CategorySeed, Family } from './catalogue-data';
import { ATTRIBUTES, COLLECTIONS, COLORS } from './catalogue-data';
import { afterColon, paragraph } from './text';
import { DELIVERY_PROMISE } from './site-facts';

export type VariantPlan = {
  reference: string;
  name: string;
  priceTtc: number;
  priceHt: number;
  ecotaxTtc: number;
  ecotaxHt: number;
  lengthMm: number | null;
  stock: number;
  weightG: number;
  color: string | null;
  attributes: Record<string, string>;
};

export type ProductPlan = {
  slug: string;
  name: string;
  reference: string;
  type: string;
  shortText: string;
  line: 'composite' | 'ocelia';
  featured: boolean;
  /** Made to the customer's specifications: excluded from the withdrawal right (C. conso L221-28, 3°). */
  madeToMeasure: boolean;
  attributes: ProductAttributeValue[];
  pageParagraphs: Paragraph[];
  productParagraphs: Paragraph[];
  faq: Faq[];
  push: Push[];
  variants: VariantPlan[];
  category: CategorySeed;
  age: number;
};

const COLOR_NAMES = new Map(COLORS.map(([t, n]) => [t, n]));
const FILTERABLE = new Set(ATTRIBUTES.filter((a) => a[4]).map((a) => a[0]));
const ATTRIBUTE_NAMES = new Map(ATTRIBUTES.map((a) => [a[0], a[1]]));
const ATTRIBUTE_UNITS = new Map(ATTRIBUTES.map((a) => [a[0], a[3]]));

/** « Garantie : 25 ans », « Matière : composite » (French typography, afterColon): a number never goes out without its unit. */
export function characteristic(attr: string, value: string): string {
  const unit = ATTRIBUTE_UNITS.get(attr);
  // As the API reads a value (catalogue-lookups valueLabel): 1800 mm is « 1,80 m », 21 mm « 21 mm ».
  const metres = unit === 'mm' && /^\d+$/.test(value) && Number(value) >= 500;
  const shown = metres
    ? `${(Number(value) / 1000).toFixed(2).replace('.', ',')} m`
    : unit && /^\d+(?:[.,]\d+)?$/.test(value)
      ? `${value.replace('.', ',')} ${unit}`
      : value;
  return `${ATTRIBUTE_NAMES.get(attr) ?? attr}\u00a0: ${afterColon(shown)}`;
}

/** "3600" mm → "3,60 m"; other axes keep their own wording. */
function axisLabel(attribute: string, value: string): string {
  if (attribute === 'contenance') return `${value} L`;
  if (attribute === 'conditionnement') return value;
  return `${(Number(value) / 1000).toFixed(2).replace('.', ',')} m`;
}

/** A shop price in euros: ends in ,90 above 10 €, else rounds to the cent. */
function shopPrice(value: number): number {
  return value >= 10 ? Math.max(1, Math.round(value)) - 0.1 : Math.round(value * 100) / 100;
}

const FAQ_POOL: Faq[] = [
  {
    question: 'Faut-il traiter ce produit\u00a0?',
    answer:
      '<p>Non\u00a0: le composite ne demande ni lasure ni huile. Un nettoyage à l’eau savonneuse deux fois par an suffit.</p>',
  },
  {
    question: 'La teinte évolue-t-elle avec le temps\u00a0?',
    answer: '<p>Elle s’éclaircit légèrement pendant les premières semaines d’exposition puis se stabilise.</p>',
  },
  {
    question: 'Peut-on le poser soi-même\u00a0?',
    answer: '<p>Oui, avec le guide de pose et l’outillage courant. Nos poseurs agréés peuvent aussi s’en charger.</p>',
  },
  {
    question: 'Quel est le délai de livraison\u00a0?',
    answer: `<p>Comptez ${DELIVERY_PROMISE} pour les produits en stock, davantage pour le sur-mesure.</p>`,
  },
  {
    question: 'Le produit est-il recyclable\u00a0?',
    answer:
      '<p>Oui\u00a0: nous reprenons les chutes et les produits en fin de vie pour les réintroduire dans la fabrication.</p>',
  },
];

/** An Océlia product is recycled plastic, with no wood fibre: its answers say so (never « le composite… »). */
const OCELIA_FAQ = new Map<string, Faq>([
  [
    'Faut-il traiter ce produit\u00a0?',
    {
      question: 'Faut-il traiter ce produit\u00a0?',
      answer:
        '<p>Non\u00a0: le plastique recyclé Océlia ne demande ni peinture ni lasure. Un lavage au jet d’eau suffit.</p>',
    },
  ],
]);

/**
 * What the page of a product made to measure says: it is made for the order, so the withdrawal
 * function excludes it, with this reason (api/src/withdrawal/rules.ts, `made_to_measure`).
 */
const MADE_TO_MEASURE: Paragraph = {
  id: 'sur-mesure',
  type: 'text',
  title: 'Fabriqué sur mesure',
  content:
    '<p>Ce portail est fabriqué à la commande dans notre atelier, à la largeur et dans la teinte que vous choisissez. Son délai de livraison est donc plus long que celui des produits en stock.</p>' +
    '<p>Produit confectionné selon vos spécifications\u00a0: il est exclu du droit de rétractation (article L221-28, 3° du Code de la consommation). La garantie légale de conformité et la garantie commerciale s’appliquent comme pour tout autre produit.</p>',
  image: null,
};

export function planProducts(rng: Rng, category: CategorySeed, family: Family, familyIndex: number): ProductPlan[] {
  const plans: ProductPlan[] = [];
  const code = slugify(family.noun)
    .split('-')
    .map((w) => w[0])
    .join('')
    .toUpperCase()
    .padEnd(3, 'X')
    .slice(0, 3);
  for (let i = 0; i < family.count; i++) {
    const collection = COLLECTIONS[i % COLLECTIONS.length] as string;
    const name = `${family.noun} ${collection}`;
    const slug = slugify(name);
    const reference = `${category.line === 'ocelia' ? 'OCE' : 'ARB'}-${code}${familyIndex}-${String(i + 1).padStart(3, '0')}`;
    const colors = family.colors
      ? rng.pickMany(family.colors, rng.int(Math.min(3, family.colors.length), Math.min(5, family.colors.length)))
      : [null];
    const axisValues = family.axis ? family.axis.values.filter((_, k) => k === 0 || rng.chance(0.8)) : [null];
    const finition = family.finitions ? rng.pick(family.finitions) : null;
    const base = family.perMetre
      ? rng.int(family.perMetre[0] * 10, family.perMetre[1] * 10) / 10
      : rng.int(family.unit?.[0] ?? 10, family.unit?.[1] ?? 100);
    const ecotaxBase = rng.int(Math.round(family.ecotax[0] * 100), Math.round(family.ecotax[1] * 100)) / 100;
    const weightBase = rng.int(family.weightKg[0] * 10, family.weightKg[1] * 10) / 10;
    const variants: VariantPlan[] = [];
    for (const color of colors) {
      for (const [k, axisValue] of axisValues.entries()) {
        const isLength = family.axis?.attribute === 'longueur';
        const lengthMm = isLength && axisValue ? Number(axisValue) : null;
        const factor = lengthMm ? lengthMm / 1000 : 1 + k * 0.12;
        const priceTtc = euros(shopPrice(base * factor));
        const ecotaxTtc = euros(Math.round(ecotaxBase * factor * 100) / 100);
        const roll = rng.next();
        const stock = roll < 0.08 ? 0 : roll < 0.2 ? rng.int(1, 5) : rng.int(6, 400);
        const attributes: Record<string, string> = {};
        if (color) attributes.couleur = color;
        if (family.axis && axisValue) attributes[family.axis.attribute] = axisValue;
        if (finition) attributes.finition = finition;
        if (family.ouverture) attributes.ouverture = family.ouverture;
        for (const [attr, value] of Object.entries(family.fixed)) if (FILTERABLE.has(attr)) attributes[attr] = value;
        const parts = [
          name,
          color ? COLOR_NAMES.get(color) : null,
          family.axis && axisValue ? axisLabel(family.axis.attribute, axisValue) : null,
        ].filter(Boolean);
        variants.push({
          reference: `${reference}-${color ? color.toUpperCase() : 'STD'}${axisValue ? `-${slugify(axisValue).toUpperCase()}` : ''}`,
          name: parts.join(' – '),
          priceTtc,
          priceHt: htFromTtc(priceTtc),
          ecotaxTtc,
          ecotaxHt: htFromTtc(ecotaxTtc),
          lengthMm,
          stock,
          weightG: Math.round(weightBase * factor * 1000),
          color,
          attributes,
        });
      }
    }
    const productAttributes = Object.entries(family.fixed)
      .filter(([attr]) => !FILTERABLE.has(attr))
      .map(([technical_name, value]) => ({ technical_name, value }));
    const shortText = `${name}\u00a0: ${afterColon(paragraph(rng, family.topic, 1))}`;
    plans.push({
      slug,
      name,
      reference,
      type: variants.length > 1 ? 'configurable' : 'simple',
      shortText,
      line: category.line,
      featured: i === 0 && category.line === 'composite',
      madeToMeasure: family.madeToMeasure === collection,
      attributes: productAttributes,
      pageParagraphs: [
        {
          id: 'description',
          type: 'text',
          title: 'Description',
          content: `<p>${paragraph(rng, family.topic, 4)}</p><p>${paragraph(rng, family.topic, 3)}</p>`,
          image: null,
        },
        {
          id: 'ambiance',
          type: 'image',
          title: null,
          content: '',
          image: captionImage(`${name}, dans un jardin`, `${slug}-ambiance`, '3x2', `${name} ${category.slug}`),
        },
      ],
      productParagraphs: [
        {
          id: 'caracteristiques',
          type: 'text',
          title: 'Caractéristiques techniques',
          content: `<ul>${Object.entries(family.fixed)
            .map(([attr, value]) => `<li>${characteristic(attr, value)}</li>`)
            .join('')}</ul>`,
          image: null,
        },
        ...(family.madeToMeasure === collection ? [MADE_TO_MEASURE] : []),
        {
          id: 'mise-en-oeuvre',
          type: 'text',
          title: 'Mise en œuvre',
          content: `<p>${paragraph(rng, family.topic, 3)}</p>`,
          image: null,
        },
      ],
      faq: rng
        .pickMany(FAQ_POOL, 3)
        .map((faq) => (category.line === 'ocelia' ? (OCELIA_FAQ.get(faq.question) ?? faq) : faq)),
      push: [
        {
          title: 'Visualisez votre projet',
          text: 'Composez votre aménagement en 3D et obtenez la liste du matériel.',
          label: 'Ouvrir le configurateur',
          url: '/configurateur',
          image: null,
        },
        {
          title: 'Recevez des échantillons',
          text: 'Comparez les teintes chez vous, à la lumière du jour.',
          label: 'Commander des échantillons',
          url: '/echantillons',
          image: null,
        },
      ],
      variants,
      category,
      age: rng.int(20, 900),
    });
  }
  return plans;
}
