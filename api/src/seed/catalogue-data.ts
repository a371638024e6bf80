import type { Topic } from './text';
import { WARRANTY_YEARS } from './site-facts';

/** The composite boards' warranty is the site's (settings `warranty_years`): one figure everywhere. */
const WARRANTY = String(WARRANTY_YEARS);

/** Attribute definitions; `filterable` ones become facets of listings. */
export const ATTRIBUTES: [
  technicalName: string,
  name: string,
  type: 'text' | 'number' | 'select' | 'color' | 'boolean',
  unit: string | null,
  filterable: boolean,
][] = [
  ['couleur', 'Couleur', 'color', null, true],
  ['longueur', 'Longueur', 'select', 'mm', true],
  ['hauteur', 'Hauteur', 'select', 'mm', true],
  ['largeur', 'Largeur', 'select', 'mm', true],
  ['finition', 'Finition', 'select', null, true],
  ['structure', 'Structure', 'select', null, true],
  ['ouverture', 'Ouverture', 'select', null, true],
  ['conditionnement', 'Conditionnement', 'select', null, true],
  ['contenance', 'Contenance', 'select', 'L', true],
  ['matiere', 'Matière', 'text', null, false],
  ['garantie', 'Garantie', 'number', 'ans', false],
  ['epaisseur', 'Épaisseur', 'number', 'mm', false],
  ['largeur_lame', 'Largeur de lame', 'number', 'mm', false],
  ['poids_metre', 'Poids au mètre', 'number', 'kg', false],
  ['classement_feu', 'Réaction au feu', 'text', null, false],
  ['profondeur', 'Profondeur', 'number', 'mm', false],
  // A fence panel's width, the product's (not a facet): its variants stay as the configurator reads them.
  ['largeur_panneau', 'Largeur du panneau', 'number', 'mm', false],
];

export const COLORS: [technicalName: string, name: string, hex: string][] = [
  ['gris-anthracite', 'Gris anthracite', '#3d4043'],
  ['gris-ardoise', 'Gris ardoise', '#5b6168'],
  ['gris-clair', 'Gris clair', '#a7a9a6'],
  ['brun-chocolat', 'Brun chocolat', '#5a3a29'],
  ['brun-exotique', 'Brun exotique', '#7a4b2e'],
  ['chene-naturel', 'Chêne naturel', '#a97c50'],
  ['teck', 'Teck', '#9a6a3c'],
  ['ipe', 'Ipé', '#6e3f26'],
  ['sable', 'Sable', '#cdb48c'],
  ['noir-graphite', 'Noir graphite', '#26282a'],
  ['blanc-creme', 'Blanc crème', '#e9e3d3'],
  ['vert-sauge', 'Vert sauge', '#7d8b6a'],
];
const COMPOSITE_COLORS = COLORS.slice(0, 10).map((c) => c[0]);
export const OCELIA_COLORS = ['blanc-creme', 'vert-sauge', 'noir-graphite', 'gris-clair'];

/**
 * How a family of products varies and is priced. Prices are TTC euros: `perMetre` for goods sold
 * by length (the unit price is perMetre × length), otherwise `unit` per piece.
 */
export type Family = {
  noun: string;
  count: number;
  topic: Topic;
  colors: string[] | null;
  axis: { attribute: 'longueur' | 'hauteur' | 'largeur' | 'conditionnement' | 'contenance'; values: string[] } | null;
  perMetre?: [min: number, max: number];
  unit?: [min: number, max: number];
  /** Éco-participation TTC per unit, euros. */
  ecotax: [min: number, max: number];
  /** Weight in kg: per metre for goods sold by length, else per piece. */
  weightKg: [min: number, max: number];
  fixed: Record<string, string>;
  finitions?: string[];
  ouverture?: string;
  /** The collection of the family's one product made to the customer's dimensions (no withdrawal right). */
  madeToMeasure?: string;
};

export type CategorySeed = {
  slug: string;
  name: string;
  line: 'composite' | 'ocelia';
  topic: Topic;
  filters: string[];
  /** Realisation tag (type `realisation`) whose pages the category shows. */
  realisationTag?: string;
  articleTypes?: string[];
  children?: CategorySeed[];
  family?: Family;
};

const board = (count: number, structure: string, perMetre: [number, number]): Family => ({
  noun: structure === 'Pleine' ? 'Lame de terrasse pleine' : 'Lame de terrasse alvéolaire',
  count,
  topic: 'terrasse',
  colors: COMPOSITE_COLORS,
  axis: { attribute: 'longueur', values: ['2400', '3600', '4800'] },
  perMetre,
  ecotax: [0.08, 0.3],
  weightKg: [2.5, 4],
  fixed: {
    structure,
    matiere: 'Composite bois et polymères recyclés',
    garantie: WARRANTY,
    epaisseur: structure === 'Pleine' ? '21' : '23',
    largeur_lame: '145',
    classement_feu: 'Dfl-s1',
  },
  finitions: ['Brossée', 'Rainurée', 'Veinée bois'],
});

export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'c-lames-de-terrasse',
    name: 'Lames de terrasse',
    line: 'composite',
    topic: 'terrasse',
    filters: ['couleur', 'longueur', 'finition', 'structure'],
    realisationTag: 'terrasse',
    articleTypes: ['advice_terrace'],
    children: [
      {
        slug: 'c-lames-terrasse-alveolaires',
        name: 'Lames alvéolaires',
        line: 'composite',
        topic: 'terrasse',
        filters: ['couleur', 'longueur', 'finition'],
        family: board(14, 'Alvéolaire', [7, 12]),
      },
      {
        slug: 'c-lames-terrasse-pleines',
        name: 'Lames pleines',
        line: 'composite',
        topic: 'terrasse',
        filters: ['couleur', 'longueur', 'finition'],
        family: board(12, 'Pleine', [11, 19]),
      },
      {
        slug: 'c-lambourdes-et-plots',
        name: 'Lambourdes et plots',
        line: 'composite',
        topic: 'terrasse',
        filters: ['longueur'],
        family: {
          noun: 'Lambourde',
          count: 8,
          topic: 'terrasse',
          colors: null,
          axis: { attribute: 'longueur', values: ['2000', '3000', '4000'] },
          perMetre: [3, 6],
          ecotax: [0.05, 0.15],
          weightKg: [1.5, 3],
          fixed: { matiere: 'Composite haute densité', garantie: WARRANTY },
        },
      },
    ],
  },
  {
    slug: 'c-clotures',
    name: 'Clôtures',
    line: 'composite',
    topic: 'cloture',
    filters: ['couleur', 'hauteur', 'finition'],
    realisationTag: 'cloture',
    articleTypes: ['blog'],
    children: [
      {
        slug: 'c-clotures-occultantes',
        name: 'Clôtures occultantes',
        line: 'composite',
        topic: 'cloture',
        filters: ['couleur', 'hauteur'],
        family: {
          noun: 'Panneau de clôture',
          count: 14,
          topic: 'cloture',
          colors: COMPOSITE_COLORS.slice(0, 7),
          axis: { attribute: 'hauteur', values: ['1000', '1500', '1800'] },
          unit: [119, 289],
          ecotax: [0.9, 2.4],
          weightKg: [18, 42],
          // A panel is one bay between two posts (1,80 m, as the posts are set), of boards 21 × 150 mm.
          fixed: {
            matiere: 'Composite bois et polymères recyclés',
            garantie: WARRANTY,
            largeur_panneau: '1800',
            epaisseur: '21',
            largeur_lame: '150',
          },
          finitions: ['Lisse', 'Veinée bois'],
        },
      },
      {
        slug: 'c-clotures-ajourees',
        name: 'Clôtures ajourées',
        line: 'composite',
        topic: 'cloture',
        filters: ['couleur', 'hauteur'],
        family: {
          noun: 'Clôture ajourée',
          count: 10,
          topic: 'cloture',
          colors: COMPOSITE_COLORS.slice(0, 6),
          axis: { attribute: 'hauteur', values: ['1000', '1200', '1500'] },
          unit: [99, 229],
          ecotax: [0.7, 1.9],
          weightKg: [12, 30],
          // One bay of 1,80 m, boards 21 × 90 mm with gaps between them.
          fixed: {
            matiere: 'Composite bois et polymères recyclés',
            garantie: WARRANTY,
            largeur_panneau: '1800',
            epaisseur: '21',
            largeur_lame: '90',
          },
        },
      },
      {
        slug: 'c-poteaux-de-cloture',
        name: 'Poteaux et fixations de clôture',
        line: 'composite',
        topic: 'cloture',
        filters: ['couleur', 'hauteur'],
        family: {
          noun: 'Poteau de clôture',
          count: 8,
          topic: 'cloture',
          colors: ['gris-anthracite', 'noir-graphite', 'brun-exotique'],
          axis: { attribute: 'hauteur', values: ['1000', '1500', '1800', '2000'] },
          unit: [29, 79],
          ecotax: [0.2, 0.6],
          weightKg: [4, 9],
          fixed: { matiere: 'Aluminium laqué', garantie: '10' },
        },
      },
    ],
  },
  {
    slug: 'c-portails',
    name: 'Portails',
    line: 'composite',
    topic: 'portail',
    filters: ['couleur', 'largeur', 'ouverture'],
    realisationTag: 'portail',
    articleTypes: ['advice_gate'],
    children: [
      {
        slug: 'c-portails-battants',
        name: 'Portails battants',
        line: 'composite',
        topic: 'portail',
        filters: ['couleur', 'largeur'],
        family: {
          noun: 'Portail battant',
          count: 12,
          topic: 'portail',
          colors: COMPOSITE_COLORS.slice(0, 5),
          axis: { attribute: 'largeur', values: ['3000', '3500', '4000'] },
          unit: [1290, 2890],
          ecotax: [4, 9],
          weightKg: [70, 140],
          fixed: { matiere: 'Cadre aluminium, remplissage composite', garantie: '10', hauteur: '1500' },
          ouverture: 'Battant',
          madeToMeasure: 'Aubrac',
        },
      },
      {
        slug: 'c-portails-coulissants',
        name: 'Portails coulissants',
        line: 'composite',
        topic: 'portail',
        filters: ['couleur', 'largeur'],
        family: {
          noun: 'Portail coulissant',
          count: 10,
          topic: 'portail',
          colors: COMPOSITE_COLORS.slice(0, 5),
          axis: { attribute: 'largeur', values: ['3500', '4000', '4500'] },
          unit: [1590, 3490],
          ecotax: [5, 10],
          weightKg: [90, 170],
          fixed: { matiere: 'Cadre aluminium, remplissage composite', garantie: '10', hauteur: '1500' },
          ouverture: 'Coulissant',
        },
      },
    ],
  },
  {
    slug: 'c-portillons',
    name: 'Portillons',
    line: 'composite',
    topic: 'portillon',
    filters: ['couleur', 'largeur'],
    realisationTag: 'portillon',
    family: {
      noun: 'Portillon',
      count: 10,
      topic: 'portillon',
      colors: COMPOSITE_COLORS.slice(0, 5),
      axis: { attribute: 'largeur', values: ['900', '1000', '1200'] },
      unit: [490, 1190],
      ecotax: [1.5, 3.5],
      weightKg: [25, 45],
      fixed: { matiere: 'Cadre aluminium, remplissage composite', garantie: '10' },
      ouverture: 'Battant',
    },
  },
  {
    slug: 'c-bardage',
    name: 'Bardage',
    line: 'composite',
    topic: 'bardage',
    filters: ['couleur', 'longueur'],
    realisationTag: 'bardage',
    children: [
      {
        slug: 'c-bardage-plein',
        name: 'Bardage plein',
        line: 'composite',
        topic: 'bardage',
        filters: ['couleur', 'longueur'],
        family: {
          noun: 'Lame de bardage',
          count: 10,
          topic: 'bardage',
          colors: COMPOSITE_COLORS.slice(0, 8),
          axis: { attribute: 'longueur', values: ['3000', '4000'] },
          perMetre: [6, 11],
          ecotax: [0.06, 0.2],
          weightKg: [1.5, 3],
          fixed: {
            matiere: 'Composite bois et polymères recyclés',
            garantie: WARRANTY,
            epaisseur: '16',
            largeur_lame: '150',
          },
        },
      },
      {
        slug: 'c-bardage-claire-voie',
        name: 'Bardage à claire-voie',
        line: 'composite',
        topic: 'bardage',
        filters: ['couleur', 'longueur'],
        family: {
          noun: 'Tasseau de bardage',
          count: 8,
          topic: 'bardage',
          colors: COMPOSITE_COLORS.slice(0, 6),
          axis: { attribute: 'longueur', values: ['2500', '3000'] },
          perMetre: [5, 9],
          ecotax: [0.05, 0.15],
          weightKg: [1, 2],
          fixed: { matiere: 'Composite bois et polymères recyclés', garantie: WARRANTY },
        },
      },
    ],
  },
  {
    slug: 'c-lames-decoratives',
    name: 'Lames décoratives',
    line: 'composite',
    topic: 'bardage',
    filters: ['couleur', 'longueur'],
    family: {
      noun: 'Lame décorative',
      count: 10,
      topic: 'bardage',
      colors: COMPOSITE_COLORS,
      axis: { attribute: 'longueur', values: ['2000', '2500'] },
      perMetre: [9, 16],
      ecotax: [0.05, 0.2],
      weightKg: [1, 2],
      fixed: { matiere: 'Composite coextrudé', garantie: WARRANTY },
    },
  },
  {
    slug: 'c-accessoires',
    name: 'Accessoires',
    line: 'composite',
    topic: 'general',
    filters: ['conditionnement', 'couleur'],
    children: [
      {
        slug: 'c-fixations',
        name: 'Fixations',
        line: 'composite',
        topic: 'terrasse',
        filters: ['conditionnement'],
        family: {
          noun: 'Clips de fixation',
          count: 8,
          topic: 'terrasse',
          colors: null,
          axis: { attribute: 'conditionnement', values: ['Boîte de 100', 'Boîte de 250', 'Boîte de 500'] },
          unit: [24, 119],
          ecotax: [0.02, 0.1],
          weightKg: [1, 5],
          fixed: { matiere: 'Inox A2' },
        },
      },
      {
        slug: 'c-eclairage',
        name: 'Éclairage',
        line: 'composite',
        topic: 'terrasse',
        filters: ['couleur'],
        family: {
          noun: 'Spot encastrable',
          count: 6,
          topic: 'terrasse',
          colors: ['noir-graphite', 'gris-clair'],
          axis: null,
          unit: [19, 69],
          ecotax: [0.3, 0.8],
          weightKg: [0.2, 1],
          fixed: { garantie: '2' },
        },
      },
      {
        slug: 'c-finitions',
        name: 'Cornières et finitions',
        line: 'composite',
        topic: 'terrasse',
        filters: ['couleur', 'longueur'],
        family: {
          noun: 'Cornière de finition',
          count: 6,
          topic: 'terrasse',
          colors: COMPOSITE_COLORS.slice(0, 6),
          axis: { attribute: 'longueur', values: ['2400', '3600'] },
          perMetre: [6, 10],
          ecotax: [0.04, 0.1],
          weightKg: [0.5, 1],
          fixed: { matiere: 'Composite' },
        },
      },
    ],
  },
  {
    slug: 'c-entretien',
    name: 'Entretien',
    line: 'composite',
    topic: 'entretien',
    filters: ['contenance'],
    family: {
      noun: 'Nettoyant composite',
      count: 8,
      topic: 'entretien',
      colors: null,
      axis: { attribute: 'contenance', values: ['1', '5'] },
      unit: [14, 59],
      ecotax: [0.05, 0.2],
      weightKg: [1, 6],
      fixed: {},
    },
  },
  {
    slug: 'c-ocelia-mobilier',
    name: 'Mobilier de jardin Océlia',
    line: 'ocelia',
    topic: 'ocelia',
    filters: ['couleur'],
    family: {
      noun: 'Banc Océlia',
      count: 8,
      topic: 'ocelia',
      colors: OCELIA_COLORS,
      axis: null,
      unit: [149, 449],
      ecotax: [1.2, 4],
      weightKg: [15, 40],
      fixed: { matiere: 'Plastique recyclé', garantie: '15' },
    },
  },
  {
    slug: 'c-ocelia-abris',
    name: 'Abris et coffres Océlia',
    line: 'ocelia',
    topic: 'ocelia',
    filters: ['couleur', 'largeur'],
    family: {
      noun: 'Coffre de jardin Océlia',
      count: 6,
      topic: 'ocelia',
      colors: OCELIA_COLORS,
      axis: { attribute: 'largeur', values: ['1200', '1500'] },
      unit: [290, 890],
      ecotax: [2, 6],
      weightKg: [30, 80],
      fixed: { matiere: 'Plastique recyclé', garantie: '15' },
    },
  },
  {
    slug: 'c-ocelia-bordures',
    name: 'Bordures Océlia',
    line: 'ocelia',
    topic: 'ocelia',
    filters: ['couleur', 'longueur'],
    family: {
      noun: 'Bordure Océlia',
      count: 6,
      topic: 'ocelia',
      colors: OCELIA_COLORS,
      axis: { attribute: 'longueur', values: ['1000', '2000'] },
      perMetre: [4, 9],
      ecotax: [0.05, 0.2],
      weightKg: [1, 3],
      fixed: { matiere: 'Plastique recyclé', garantie: '15' },
    },
  },
  {
    slug: 'c-ocelia-jardinieres',
    name: 'Jardinières Océlia',
    line: 'ocelia',
    topic: 'ocelia',
    filters: ['couleur'],
    family: {
      noun: 'Jardinière Océlia',
      count: 6,
      topic: 'ocelia',
      colors: OCELIA_COLORS,
      axis: null,
      unit: [79, 249],
      ecotax: [0.8, 2],
      weightKg: [10, 25],
      // 80 × 40 cm, 40 cm tall: about 100 litres of soil inside its 20 mm walls.
      fixed: {
        matiere: 'Plastique recyclé',
        garantie: '15',
        largeur: '800',
        profondeur: '400',
        hauteur: '400',
        contenance: '100',
      },
    },
  },
];

/** Collection names given to products (invented, not trademarks of anyone we know). */
export const COLLECTIONS = [
  'Horizon',
  'Boréal',
  'Cap Ferret',
  'Ouessant',
  'Vercors',
  'Camargue',
  'Aubrac',
  'Iroise',
  'Lubéron',
  'Morvan',
  'Quiberon',
  'Sologne',
  'Chausey',
  'Belle-Île',
];
