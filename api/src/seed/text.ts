import type { Rng } from '../lib/rng';
import { slugify } from '../lib/slug';

/**
 * Original French copy assembled from fragments, so hundreds of pages read differently while the
 * seed stays deterministic. Nothing here is taken from an existing site.
 */
export type Topic = 'terrasse' | 'portail' | 'cloture' | 'bardage' | 'portillon' | 'entretien' | 'general' | 'ocelia';

// Subjects are singular: the benefit phrases that follow them use singular verbs.
const SUBJECTS: Record<Topic, string[]> = {
  terrasse: [
    'une terrasse en bois composite',
    'chaque lame de terrasse',
    'une terrasse au bord de la piscine',
    'un platelage composite',
    'une terrasse sur plots',
  ],
  portail: [
    'un portail composite',
    'votre portail coulissant',
    'un portail battant sur mesure',
    'l’entrée de votre propriété',
    'un portail motorisé',
  ],
  cloture: [
    'une clôture composite',
    'un panneau d’occultation',
    'une clôture brise-vue',
    'une lame de clôture',
    'une palissade décorative',
  ],
  bardage: [
    'un bardage composite',
    'votre façade',
    'un bardage à claire-voie',
    'le revêtement de votre extension',
    'une lame de bardage',
  ],
  portillon: [
    'un portillon composite',
    'votre accès piéton',
    'un portillon assorti au portail',
    'l’entrée de votre jardin',
  ],
  entretien: [
    'le nettoyage de vos lames',
    'l’entretien du composite',
    'un saturateur adapté',
    'le traitement des taches de graisse',
  ],
  general: ['votre aménagement extérieur', 'votre jardin', 'votre projet extérieur', 'chaque produit Arbora'],
  ocelia: [
    'la gamme Océlia',
    'un mobilier extérieur en plastique recyclé',
    'un profilé Océlia',
    'un abri en plastique recyclé',
  ],
};

const BENEFITS = [
  'ne demande ni ponçage ni lasure',
  'résiste aux UV comme à l’humidité',
  'garde sa teinte pendant de longues années',
  'ne se fend pas et ne grise pas',
  'reste agréable sous les pieds nus',
  'se pose sans outillage spécialisé',
  'associe l’aspect du bois à la stabilité d’un matériau technique',
  'est fabriqué à partir de fibres de bois et de polymères recyclés',
  'limite les échardes et les déformations',
  'supporte sans broncher les hivers rigoureux',
];

const ADVICE = [
  'Prévoyez une pente de 1 à 2 % pour que l’eau de pluie s’écoule sans stagner.',
  'Laissez un jeu de dilatation de quelques millimètres entre chaque lame.',
  'Vérifiez la planéité du support avant de poser la première rangée.',
  'Respectez un entraxe de lambourdes de 40 cm au maximum pour un usage résidentiel.',
  'Stockez les lames à plat et à l’abri du soleil avant la pose.',
  'Nettoyez les surfaces deux fois par an à l’eau savonneuse et à la brosse souple.',
  'Évitez le nettoyeur haute pression trop près des lames : gardez au moins 30 cm.',
  'Renseignez-vous auprès de votre mairie sur les règles d’urbanisme locales.',
  'Choisissez une teinte légèrement plus claire si votre terrasse est exposée plein sud.',
  'Faites appel à un poseur agréé pour bénéficier de la garantie étendue.',
  'Anticipez le passage des câbles de motorisation avant de couler les fondations.',
  'Fixez les poteaux dans des plots béton d’au moins 40 cm de profondeur.',
  'Pour un vent fort, préférez des lames ajourées qui laissent passer l’air.',
  'Demandez des échantillons pour comparer les teintes à la lumière du jour.',
];

const CONTEXTS = [
  'Dans un jardin de ville comme à la campagne,',
  'Que vous rénoviez ou que vous construisiez,',
  'Pour une maison contemporaine ou une longère,',
  'Au fil des saisons,',
  'Avant de vous lancer,',
  'Une fois la pose terminée,',
  'Pour un budget maîtrisé,',
  'Côté esthétique,',
  'Sur le plan technique,',
];

const CLOSINGS = [
  'Nos conseillers vous accompagnent du premier croquis jusqu’à la pose.',
  'Demandez un devis gratuit pour chiffrer votre projet en quelques minutes.',
  'Commandez des échantillons pour juger de la teinte chez vous.',
  'Retrouvez nos revendeurs et poseurs partenaires partout en France.',
  'Notre configurateur 3D vous aide à visualiser le résultat final.',
];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function sentence(rng: Rng, topic: Topic): string {
  const shape = rng.int(0, 3);
  const subject = rng.pick(SUBJECTS[topic]);
  if (shape === 0) return `${rng.pick(CONTEXTS)} ${subject} ${rng.pick(BENEFITS)}.`;
  if (shape === 1) return rng.pick(ADVICE);
  if (shape === 2) return `${capitalize(subject)} ${rng.pick(BENEFITS)} et ${rng.pick(BENEFITS)}.`;
  return rng.pick(CLOSINGS);
}

export function paragraph(rng: Rng, topic: Topic, count = rng.int(3, 5)): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let s = sentence(rng, topic);
    // Avoid the same sentence twice in a row, which reads as a glitch.
    if (out.at(-1) === s) s = sentence(rng, topic);
    out.push(s);
  }
  return out.join(' ');
}

export type Section = { heading: string; paragraphs: string[]; list?: string[] };
export type TocEntry = { anchor: string; label: string; level: number };

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Renders sections as HTML with anchored h2 headings, and the matching table of contents. */
export function renderSections(sections: Section[], intro?: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const html: string[] = [];
  if (intro) html.push(`<p>${escapeHtml(intro)}</p>`);
  for (const section of sections) {
    const anchor = slugify(section.heading);
    toc.push({ anchor, label: section.heading, level: 2 });
    html.push(`<h2 id="${anchor}">${escapeHtml(section.heading)}</h2>`);
    for (const p of section.paragraphs) html.push(`<p>${escapeHtml(p)}</p>`);
    if (section.list?.length) html.push(`<ul>${section.list.map((li) => `<li>${escapeHtml(li)}</li>`).join('')}</ul>`);
  }
  return { html: html.join('\n'), toc };
}

/** A generic article body: 3 to 5 sections on a topic. */
export function articleBody(
  rng: Rng,
  topic: Topic,
  headings: string[],
): { html: string; toc: TocEntry[]; text: string } {
  const intro = paragraph(rng, topic, 2);
  const sections = headings.map((heading, i) => ({
    heading,
    paragraphs: [paragraph(rng, topic), ...(rng.chance(0.5) ? [paragraph(rng, topic, 2)] : [])],
    ...(i === 1 ? { list: rng.pickMany(ADVICE, 3) } : {}),
  }));
  const { html, toc } = renderSections(sections, intro);
  return { html, toc, text: intro };
}

export const FIRST_NAMES = [
  'Camille',
  'Julien',
  'Sophie',
  'Nicolas',
  'Élodie',
  'Thomas',
  'Claire',
  'Mathieu',
  'Aurélie',
  'Antoine',
  'Manon',
  'Hugo',
  'Léa',
  'Romain',
  'Chloé',
  'Maxime',
  'Pauline',
  'Quentin',
  'Inès',
  'Bastien',
];
export const LAST_INITIALS = ['B.', 'D.', 'F.', 'G.', 'L.', 'M.', 'P.', 'R.', 'S.', 'V.'];
export const personName = (rng: Rng) => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_INITIALS)}`;
