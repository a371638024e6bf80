import { cutAtWord } from '@arbora/shared/format';
import type { Rng } from '../lib/rng';
import { createRng, hashString } from '../lib/rng';
import { slugify } from '../lib/slug';
import { BY_HEADING, CLOSINGS as COPY_CLOSINGS, FACTS, FORMS, INTROS, OWN_ONLY, TIPS } from './content-copy';
import { unitSpaces } from '../lib/french-typography';

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
  // Said of every Océlia product (benches, chests, borders, planters): never one kind's noun, or a
  // bench reads « Un abri… » (seed-coherence.test.ts). Four, as drawn before: the stream is unchanged.
  ocelia: [
    'la gamme Océlia',
    'un produit Océlia en plastique recyclé',
    'chaque produit Océlia',
    'le plastique recyclé Océlia',
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
  'Prévoyez une pente de 1 à 2\u00a0% pour que l’eau de pluie s’écoule sans stagner.',
  'Laissez un jeu de dilatation de quelques millimètres entre chaque lame.',
  'Vérifiez la planéité du support avant de poser la première rangée.',
  'Respectez un entraxe de lambourdes de 40 cm au maximum pour un usage résidentiel.',
  'Stockez les lames à plat et à l’abri du soleil avant la pose.',
  'Nettoyez les surfaces deux fois par an à l’eau savonneuse et à la brosse souple.',
  'Évitez le nettoyeur haute pression trop près des lames\u00a0: gardez au moins 30 cm.',
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

const BOARDS: Topic[] = ['terrasse', 'cloture', 'bardage', 'entretien'];

/**
 * Phrases that belong to some families only: a fence is not walked on barefoot, a gate is not
 * stored flat. Any phrase not listed fits every topic.
 */
export const ONLY_FOR: Record<string, readonly Topic[]> = {
  'reste agréable sous les pieds nus': ['terrasse'],
  'limite les échardes et les déformations': ['terrasse', 'cloture', 'bardage', 'portail', 'portillon', 'entretien'],
  // The composite's recipe: Océlia is plastic only (100 % recycled), without wood.
  'est fabriqué à partir de fibres de bois et de polymères recyclés': [
    'terrasse',
    'cloture',
    'bardage',
    'portail',
    'portillon',
    'entretien',
    'general',
  ],
  'Prévoyez une pente de 1 à 2\u00a0% pour que l’eau de pluie s’écoule sans stagner.': ['terrasse'],
  'Laissez un jeu de dilatation de quelques millimètres entre chaque lame.': BOARDS,
  'Vérifiez la planéité du support avant de poser la première rangée.': ['terrasse'],
  'Respectez un entraxe de lambourdes de 40 cm au maximum pour un usage résidentiel.': ['terrasse'],
  'Stockez les lames à plat et à l’abri du soleil avant la pose.': BOARDS,
  'Évitez le nettoyeur haute pression trop près des lames\u00a0: gardez au moins 30 cm.': BOARDS,
  'Choisissez une teinte légèrement plus claire si votre terrasse est exposée plein sud.': ['terrasse'],
  'Anticipez le passage des câbles de motorisation avant de couler les fondations.': ['portail'],
  'Fixez les poteaux dans des plots béton d’au moins 40 cm de profondeur.': ['cloture', 'portail', 'portillon'],
  'Pour un vent fort, préférez des lames ajourées qui laissent passer l’air.': ['cloture'],
  // Copy bank sentences (content-copy.ts) filed under a heading « whatever the topic ».
  'Rangez les lames à plat, sur cales, à l’abri du soleil direct jusqu’à la pose.': BOARDS,
  'Sortez les lames de leur emballage 48 heures avant la pose pour qu’elles prennent la température extérieure.':
    BOARDS,
  'Contrôlez l’accès au chantier\u00a0: les lames de 4 m doivent pouvoir passer jusqu’au jardin.': BOARDS,
  'Poser les lambourdes directement sur la terre les expose à l’humidité permanente.': ['terrasse'],
  'Peut-on marcher pieds nus sur le composite\u00a0? Oui, il ne fait pas d’échardes, même après des années.': [
    'terrasse',
  ],
  'Le composite glisse-t-il\u00a0? Les faces rainurées et brossées restent adhérentes sous la pluie.': ['terrasse'],
  'Combien de temps dure la pose\u00a0? Comptez deux à trois jours pour une vingtaine de mètres carrés.': ['terrasse'],
  'Comptez la structure à part\u00a0: lambourdes, plots et clips représentent souvent un tiers du budget {de}.': [
    'terrasse',
  ],
};

/** Said of any subject, in place of a phrase of another family. */
const ANY_BENEFIT = ['garde un bel aspect au fil des saisons', 'ne craint ni la pluie ni le gel'];
const ANY_ADVICE = [
  'Demandez des échantillons pour comparer les teintes à la lumière du jour.',
  'Renseignez-vous auprès de votre mairie sur les règles d’urbanisme locales.',
  'Faites appel à un poseur agréé pour bénéficier de la garantie étendue.',
];

export const fitsTopic = (phrase: string, topic: Topic): boolean => ONLY_FOR[phrase]?.includes(topic) ?? true;

/** `phrase` when it fits the topic, else a phrase that fits every topic (chosen without a draw). */
function fitting(phrase: string, topic: Topic, fallbacks: readonly string[], avoid = ''): string {
  if (fitsTopic(phrase, topic)) return phrase;
  const first = phrase.length % fallbacks.length;
  const pick = (k: number) => fallbacks[(first + k) % fallbacks.length] as string;
  return avoid.includes(pick(0)) ? pick(1) : pick(0);
}

/**
 * One sentence: `raw` as drawn, `text` with any phrase of another family replaced. Callers compare
 * `raw` to decide on a redraw, so the stream draws exactly as it did before the replacement.
 */
function draft(rng: Rng, topic: Topic, previous = ''): { raw: string; text: string } {
  const shape = rng.int(0, 3);
  const subject = rng.pick(SUBJECTS[topic]);
  if (shape === 0) {
    const context = rng.pick(CONTEXTS);
    const benefit = rng.pick(BENEFITS);
    return {
      raw: `${context} ${subject} ${benefit}.`,
      text: `${context} ${subject} ${fitting(benefit, topic, ANY_BENEFIT, previous)}.`,
    };
  }
  if (shape === 1) {
    const advice = rng.pick(ADVICE);
    return { raw: advice, text: fitting(advice, topic, ANY_ADVICE, previous) };
  }
  if (shape === 2) {
    const [a, b] = [rng.pick(BENEFITS), rng.pick(BENEFITS)];
    const first = fitting(a, topic, ANY_BENEFIT);
    const second = fitting(b, topic, ANY_BENEFIT, first);
    return { raw: `${capitalize(subject)} ${a} et ${b}.`, text: `${capitalize(subject)} ${first} et ${second}.` };
  }
  const closing = rng.pick(CLOSINGS);
  return { raw: closing, text: closing };
}

export function sentence(rng: Rng, topic: Topic): string {
  return draft(rng, topic).text;
}

export function paragraph(rng: Rng, topic: Topic, count = rng.int(3, 5)): string {
  const raws: string[] = [];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let s = draft(rng, topic, out.at(-1));
    // Avoid the same sentence twice in a row, which reads as a glitch.
    if (raws.at(-1) === s.raw) s = draft(rng, topic, out.at(-1));
    raws.push(s.raw);
    out.push(s.text);
  }
  return out.join(' ');
}

/** Words that keep their capital after a colon: proper nouns of the site. */
const PROPER_NOUNS = new Set(['Arbora', 'Océlia']);

/**
 * French typography: what follows a colon starts with a lowercase letter, unless it is a proper
 * noun, an acronym or a code (« M10 », « Dfl-s1 »), which keep theirs.
 */
export function afterColon(text: string): string {
  const word = /^\S+/.exec(text)?.[0] ?? '';
  const letters = word.replace(/[^\p{L}]/gu, '');
  const common = letters.length > 1 && !/\d/.test(word) && letters.slice(1) === letters.slice(1).toLowerCase();
  if (!common || PROPER_NOUNS.has(letters)) return text;
  return text.charAt(0).toLocaleLowerCase('fr') + text.slice(1);
}

/**
 * A meta description cut at a word (cutAtWord), with the non-breaking spaces of French typography
 * put where the copy writes plain spaces: before « : ; ? ! » and inside guillemets.
 */
export function metaDescription(text: string): string {
  return (
    cutAtWord(text)
      .replace(/ (?=[:;?!»])/g, '\u00a0')
      .replace(/« /g, '«\u00a0')
      // A time of day, « 8 h 30 », « 18 h ».
      .replace(
        /(\d) h\b( (?=\d{2}\b))?/g,
        (_, digit: string, minutes?: string) => `${digit}\u00a0h${minutes ? '\u00a0' : ''}`,
      )
  );
}

/** Keys whose strings are identifiers, addresses or codes, never prose: left as they are. */
const NOT_PROSE =
  /^(slug|url|url_webp|src|href|link|canonical|robots|anchor|id|reference|technicalName|technical_name|email|token|address|postcode|city|number|phone)$/;

/**
 * `unitSpaces` on every string of a seeded row, however deep (paragraphs, FAQs, metas, image
 * alternatives), its identifiers left alone: applied where the seed writes texts, so no sentence
 * of the copy has to spell the no-break space itself.
 */
export function typesetUnits<T>(value: T, key = ''): T {
  if (NOT_PROSE.test(key)) return value;
  if (typeof value === 'string') return unitSpaces(value) as T;
  if (Array.isArray(value)) return value.map((item) => typesetUnits(item, key)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesetUnits(v, k)])) as T;
  return value;
}

export type Section = { heading: string; paragraphs: string[]; list?: string[] };
export type TocEntry = { anchor: string; label: string; level: number };

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The site's own name in a text (« arbora.example/retractation »): its pages are linked by path. */
const SITE_NAME = 'arbora.example';

/** A French phone number in a text, its pairs apart: « 02 40 00 00 00 » (ordinary or no-break spaces). */
const PHONE = /^0[1-9](?:[ \u00a0]\d{2}){4}$/;

/**
 * An e-mail address, a page of the site (`arbora.example/retractation`), a web address
 * (`https://…`, `www.…`), or a French phone number; a sentence's final dot is not part of it.
 */
const ADDRESS =
  /\b0[1-9](?:[ \u00a0]\d{2}){4}\b|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\barbora\.example\/[\w/-]+|\bhttps?:\/\/[^\s<]*[^\s<.,;:!?)]|\bwww\.[\w-]+(?:\.[\w-]+)+/g;

function addressHref(address: string): string {
  if (PHONE.test(address)) return `tel:+33${address.replace(/\D/g, '').slice(1)}`;
  if (address.includes('@')) return `mailto:${address}`;
  if (address.startsWith(`${SITE_NAME}/`)) return address.slice(SITE_NAME.length);
  return /^https?:/.test(address) ? address : `https://${address}`;
}

/**
 * The e-mail and web addresses and phone numbers of an escaped text as links a reader can follow:
 * `mailto:` for an e-mail address, `https:` for `www.cm2c.net`, the path for a page of the site,
 * `tel:+33…` for « 02 40 00 00 00 »; the address stays the link's text.
 */
export function linkAddresses(html: string): string {
  return html.replace(ADDRESS, (address) => `<a href="${addressHref(address)}">${address}</a>`);
}

/** A paragraph's text as HTML: escaped, its addresses as links. */
const richText = (text: string) => linkAddresses(escapeHtml(text));

/** Renders sections as HTML with anchored h2 headings, and the matching table of contents. */
export function renderSections(sections: Section[], intro?: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const html: string[] = [];
  if (intro) html.push(`<p>${richText(intro)}</p>`);
  for (const section of sections) {
    const anchor = slugify(section.heading);
    toc.push({ anchor, label: section.heading, level: 2 });
    html.push(`<h2 id="${anchor}">${escapeHtml(section.heading)}</h2>`);
    for (const p of section.paragraphs) html.push(`<p>${richText(p)}</p>`);
    if (section.list?.length) html.push(`<ul>${section.list.map((li) => `<li>${richText(li)}</li>`).join('')}</ul>`);
  }
  return { html: html.join('\n'), toc };
}

const copyCalls = new WeakMap<Rng, number>();

/**
 * A second stream for the copy of content pages, derived from the main one without drawing from it:
 * the main stream (slugs, titles, places, then the catalogue) draws exactly as it did when the copy
 * came from the short fragment lists above.
 */
export function copyRng(rng: Rng, salt: string): Rng {
  const n = (copyCalls.get(rng) ?? 0) + 1;
  copyCalls.set(rng, n);
  return createRng(hashString(`${salt}#${n}`));
}

const SLOTS: Record<string, (r: Rng) => string> = {
  m2: (r) => String(r.int(12, 60)),
  jours: (r) => String(r.int(2, 5)),
  metres: (r) => ['3', '3,5', '4', '4,5', '5'][r.int(0, 4)] as string,
  lambourdes: (r) => String(r.int(24, 32)),
};

/** Writes one page's copy: sentences from the bank, never twice on the same page. */
export class CopyWriter {
  private readonly used = new Set<string>();
  constructor(
    readonly r: Rng,
    readonly topic: Topic,
  ) {}

  private fill(template: string): string {
    const forms = FORMS[this.topic];
    const text = template.replace(/\{(\w+)\}/g, (_, slot: string) =>
      slot in forms ? forms[slot as keyof typeof forms] : (SLOTS[slot]?.(this.r) ?? slot),
    );
    return capitalize(text);
  }

  /** A sentence of `pool` not used yet on this page (null when all are). */
  pick(pool: readonly string[]): string | null {
    const fresh = pool.filter((s) => !this.used.has(s) && fitsTopic(s, this.topic));
    if (!fresh.length) return null;
    const chosen = this.r.pick(fresh);
    this.used.add(chosen);
    return this.fill(chosen);
  }

  /** `count` sentences, taken from the pools in order, then from the topic's facts and general ones. */
  sentences(count: number, ...pools: (readonly string[])[]): string {
    const out: string[] = [];
    const fallbacks = [FACTS[this.topic], FACTS.general, COPY_CLOSINGS];
    for (let i = 0; i < count; i++) {
      const sentence = [pools[i % Math.max(1, pools.length)] ?? [], ...fallbacks].reduce<string | null>(
        (found, pool) => found ?? this.pick(pool),
        null,
      );
      if (sentence) out.push(sentence);
    }
    return out.join(' ');
  }

  /** Every sentence of `pool` not used yet, in the bank's order (steps of a procedure). */
  inOrder(pool: readonly string[]): string {
    const fresh = pool.filter((s) => !this.used.has(s));
    for (const s of fresh) this.used.add(s);
    return fresh.map((s) => this.fill(s)).join(' ');
  }

  tips(count: number): string[] {
    return this.r.pickMany(TIPS[this.topic], count);
  }
}

/** `count` sentences on a topic, drawn as `paragraph` draws from `rng`. */
export function prose(rng: Rng, topic: Topic, count: number, ...pools: (readonly string[])[]): string {
  const legacy = paragraph(rng, topic, count);
  return new CopyWriter(copyRng(rng, legacy), topic).sentences(count, ...pools);
}

/**
 * An article body: an introduction, then one section per heading, whose sentences belong to the
 * heading (« Le budget à prévoir » speaks of the budget) and to the topic. The caller may give the
 * introduction and sentences it knows (a project's town, range, colour) under their heading.
 */
export function articleBody(
  rng: Rng,
  topic: Topic,
  headings: string[],
  known: { intro?: string; facts?: Record<string, string[]> } = {},
): { html: string; toc: TocEntry[]; text: string } {
  // The draws of the former copy, in their order (the main stream must not move); its words are unused.
  const legacyIntro = paragraph(rng, topic, 2);
  const plan = headings.map((_, i) => {
    paragraph(rng, topic);
    const second = rng.chance(0.5);
    if (second) paragraph(rng, topic, 2);
    if (i === 1) rng.pickMany(ADVICE, 3);
    return { second };
  });
  const writer = new CopyWriter(copyRng(rng, `${legacyIntro}|${headings.join('|')}`), topic);
  const intro = known.intro
    ? `${known.intro} ${writer.sentences(1, FACTS[topic])}`
    : writer.sentences(2, INTROS, FACTS[topic]);
  const sections = headings.map((heading, i) => {
    const own = [...(known.facts?.[heading] ?? [])];
    const bank = BY_HEADING[heading] ?? [];
    // Steps keep their order and questions their answers: no fact slipped in between.
    const first = OWN_ONLY.has(heading)
      ? heading === 'Étape par étape'
        ? writer.inOrder(bank)
        : writer.sentences(3, bank)
      : [...own, writer.sentences(own.length ? 2 : 3, bank, FACTS[topic])].join(' ');
    const last = i === headings.length - 1;
    return {
      heading,
      paragraphs: [
        first,
        ...(plan[i]?.second ? [writer.sentences(2, FACTS[topic], BY_HEADING[heading] ?? [])] : []),
        ...(last ? [writer.sentences(1, COPY_CLOSINGS)] : []),
      ],
      ...(i === 1 ? { list: writer.tips(3) } : {}),
    };
  });
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
