import type { Rng } from '../lib/rng';
import { slugify } from '../lib/slug';
import type { PageSeed } from './page-builder';
import { tagKey, TAG_FAMILIES } from './tags';
import type { Topic } from './text';
import { pageBlocks } from './blocks';
import { TESTIMONIAL_CLOSINGS } from './content-copy';
import { articleBody, copyRng, CopyWriter, personName, prose } from './text';

/** Builds `count` distinct titles from openings × subjects, in a stable shuffled order. */
function titles(rng: Rng, openings: string[], subjects: string[], count: number): string[] {
  const all = openings.flatMap((o) => subjects.map((s) => `${o} ${s}`));
  if (all.length < count) throw new Error(`Only ${all.length} titles for ${count}`);
  return rng.pickMany(all, count);
}

const HEADINGS = [
  'Les points à vérifier',
  'Nos conseils pratiques',
  'Les erreurs à éviter',
  'Le budget à prévoir',
  'En résumé',
  'Questions fréquentes',
  'Étape par étape',
];

function advice(rng: Rng, topic: Topic, type: string, base: string, title: string, age: number): PageSeed {
  const body = articleBody(rng, topic, rng.pickMany(HEADINGS, rng.int(3, 5)));
  return {
    slug: `${base}/${slugify(title)}`,
    parentSlug: base,
    title,
    type,
    text: body.text,
    content: body.html,
    toc: body.toc,
    age,
    readingMinutes: rng.int(3, 9),
    tags: rng.pickMany(TAG_FAMILIES.advice as string[], 2).map((t) => tagKey('advice', t)),
    promoted: rng.chance(0.1),
    ...pageBlocks(rng, `${base}/${slugify(title)}`, title, topic),
  };
}

function hub(rng: Rng, slug: string, title: string, topic: Topic): PageSeed {
  const text = prose(rng, topic, 2);
  return {
    slug,
    title,
    type: 'content',
    text,
    content: `<p>${text}</p>`,
    age: 600,
    ...(slug.includes('/') ? { parentSlug: slug.slice(0, slug.lastIndexOf('/')) } : {}),
  };
}

/** Listing hubs: give /blog, /realisations, ... a title and an introduction. */
export function hubPages(rng: Rng): PageSeed[] {
  return [
    hub(rng, 'conseils', 'Nos conseils', 'general'),
    hub(rng, 'conseils/portail', 'Conseils portail', 'portail'),
    hub(rng, 'conseils/terrasse', 'Conseils terrasse', 'terrasse'),
    hub(rng, 'produits', 'Nos produits en détail', 'general'),
    hub(rng, 'blog', 'Le blog Arbora', 'general'),
    hub(rng, 'temoignages', 'Témoignages de clients', 'general'),
    hub(rng, 'realisations', 'Réalisations de nos clients', 'general'),
    hub(rng, 'magasins', 'Nos magasins', 'general'),
    // `/content`: the index of advice pages and guides (static text: no draw, the seed stays stable).
    {
      slug: 'content',
      title: 'Conseils et guides',
      type: 'content',
      text: 'Tous nos conseils pour choisir, poser et entretenir votre terrasse, votre clôture ou votre portail en bois composite.',
      content:
        '<p>Tous nos conseils pour choisir, poser et entretenir votre terrasse, votre clôture ou votre portail en bois composite, rédigés par nos conseillers techniques.</p>',
      age: 600,
    },
  ];
}

export function gateAdvice(rng: Rng): PageSeed[] {
  const list = titles(
    rng,
    [
      'Comment choisir',
      'Bien entretenir',
      'Motoriser',
      'Poser',
      'Tout savoir sur',
      'Réussir l’installation d’',
      'Dimensionner',
      'Sécuriser',
    ],
    [
      'un portail battant',
      'un portail coulissant',
      'un portail composite',
      'un portail sur mesure',
      'un portail en pente',
      'un portail plein',
    ],
    35,
  );
  return list.map((t, i) =>
    advice(rng, 'portail', 'advice_gate', 'conseils/portail', t.replace('d’ un', 'd’un'), 20 + i * 9),
  );
}

export function terraceAdvice(rng: Rng): PageSeed[] {
  const list = titles(
    rng,
    [
      'Comment choisir',
      'Bien entretenir',
      'Poser',
      'Tout savoir sur',
      'Calculer le budget d’',
      'Éclairer',
      'Nettoyer',
      'Aménager',
      'Rénover',
      'Protéger',
      'Imaginer',
      'Agrandir',
    ],
    [
      'une terrasse composite',
      'une terrasse sur plots',
      'une terrasse de piscine',
      'une terrasse surélevée',
      'une terrasse en bord de mer',
      'une terrasse sur dalle béton',
      'une terrasse d’angle',
      'une petite terrasse',
    ],
    90,
  );
  return list.map((t, i) =>
    advice(rng, 'terrasse', 'advice_terrace', 'conseils/terrasse', t.replace('d’ une', 'd’une'), 15 + i * 4),
  );
}

const PRODUCT_PAGE_SUBJECTS = [
  'Lame de terrasse',
  'Panneau de clôture',
  'Portail battant',
  'Portail coulissant',
  'Portillon',
  'Lame de bardage',
  'Lame décorative',
  'Poteau de clôture',
  'Kit de fixation',
  'Plot réglable',
];
const PRODUCT_PAGE_QUALIFIERS = ['Horizon', 'Boréal', 'Cap Ferret', 'Ouessant', 'Vercors', 'Camargue'];

export function productPages(rng: Rng): PageSeed[] {
  const list = titles(rng, PRODUCT_PAGE_SUBJECTS, PRODUCT_PAGE_QUALIFIERS, 60);
  return list.map((title, i) => {
    const topic: Topic = /terrasse|Plot/.test(title)
      ? 'terrasse'
      : /Portail/.test(title)
        ? 'portail'
        : /Portillon/.test(title)
          ? 'portillon'
          : /bardage|décorative/.test(title)
            ? 'bardage'
            : 'cloture';
    const body = articleBody(rng, topic, ['Caractéristiques', 'Mise en œuvre', 'Entretien']);
    return {
      slug: `produits/${slugify(title)}`,
      parentSlug: 'produits',
      title,
      type: 'product_page',
      text: body.text,
      content: body.html,
      toc: body.toc,
      age: 30 + i * 6,
      media: 'product',
    };
  });
}

const BLOG_TITLES = [
  'Cinq idées pour une terrasse conviviale',
  'Les teintes qui montent cette année',
  'Un jardin de ville sans vis-à-vis',
  'Préparer sa terrasse avant l’été',
  'Composite ou bois exotique\u00a0: le match',
  'Visite d’une longère rénovée',
  'Pourquoi nous recyclons nos chutes',
  'Une clôture qui laisse passer le vent',
  'Le portail, première impression de la maison',
  'Aménager un coin repas dehors',
  'Bien choisir son éclairage extérieur',
  'Un bardage pour moderniser sa maison',
  'Les bons gestes de l’automne',
  'Créer une terrasse autour d’un arbre',
  'Entretenir sans produits agressifs',
  'Dans les coulisses de notre atelier',
  'Une piscine enfin bien entourée',
  'Délimiter son jardin avec élégance',
  'Choisir la hauteur de sa clôture',
  'Les règles de voisinage à connaître',
  'Petite terrasse, grandes idées',
  'Le gris anthracite, un classique',
  'Des jardinières pour habiller la terrasse',
  'Composer avec un terrain en pente',
  'Un portillon assorti au portail',
  'Nos astuces pour un chantier propre',
  'Trois jardins, trois styles',
  'Terrasse et enfants\u00a0: nos conseils sécurité',
  'Recevoir ses échantillons et bien les comparer',
  'La motorisation solaire de portail',
  'Un brise-vue pour le balcon',
  'L’éco-conception expliquée simplement',
  'Ce que change la nouvelle garantie',
  'Un été au bord de l’eau',
  'Rénover une terrasse fatiguée',
  'Des lames décoratives en intérieur',
  'Le calepinage, mode d’emploi',
  'Hiverner sa terrasse',
  'Nos poseurs racontent leur métier',
  'Une cour intérieure transformée',
];
const AUTHORS: [string, string][] = [
  ['Claire Martin', 'Rédactrice'],
  ['Julien Moreau', 'Conseiller technique'],
  ['Sophie Laurent', 'Paysagiste'],
  ['Nicolas Bernard', 'Responsable atelier'],
];

export function blogPosts(rng: Rng): PageSeed[] {
  return BLOG_TITLES.map((title, i) => {
    const body = articleBody(
      rng,
      rng.pick(['terrasse', 'cloture', 'portail', 'general'] as Topic[]),
      rng.pickMany(HEADINGS, 3),
    );
    const [author, role] = rng.pick(AUTHORS);
    return {
      slug: `blog/${slugify(title)}`,
      parentSlug: 'blog',
      title,
      type: 'blog',
      text: body.text,
      content: body.html,
      toc: body.toc,
      age: 3 + i * 11,
      author,
      authorRole: role,
      readingMinutes: rng.int(3, 8),
      media: 'blog',
      promoted: i < 4,
      tags: rng.pickMany(TAG_FAMILIES.blog as string[], rng.int(1, 3)).map((t) => tagKey('blog', t)),
    };
  });
}

const TESTIMONIAL_PLACES = [
  'Angers',
  'Rennes',
  'Bordeaux',
  'Lyon',
  'Tours',
  'Lille',
  'Dijon',
  'Annecy',
  'Vannes',
  'Niort',
  'Pau',
  'Metz',
  'Reims',
  'Caen',
  'Poitiers',
];
const TESTIMONIAL_LINES = [
  'Livraison dans les temps et lames conformes à l’échantillon.',
  'Le poseur recommandé a fait un travail impeccable.',
  'Deux hivers plus tard, la terrasse n’a pas bougé.',
  'Le service client a répondu à toutes nos questions sur la pose.',
  'La teinte est encore plus belle en vrai que sur le site.',
  'Le portail coulissant glisse sans bruit, on est ravis.',
  'Notre clôture nous protège enfin du vis-à-vis.',
  'Le configurateur nous a aidés à nous décider.',
];

export function testimonials(rng: Rng): PageSeed[] {
  return Array.from({ length: 30 }, (_, i) => {
    const author = personName(rng);
    const place = rng.pick(TESTIMONIAL_PLACES);
    const lines = rng.pickMany(TESTIMONIAL_LINES, 2);
    const title = `${lines[0]?.split(/[.,]/)[0] ?? 'Avis client'}`;
    return {
      slug: `temoignages/avis-${String(i + 1).padStart(2, '0')}-${slugify(author)}`,
      parentSlug: 'temoignages',
      title,
      type: 'testimonial',
      text: lines.join(' '),
      // One more line of the customer's own, from the copy stream (the main stream does not move).
      content: `<blockquote><p>${lines.join(' ')} ${new CopyWriter(copyRng(rng, `${author}${i}`), 'general').sentences(1, TESTIMONIAL_CLOSINGS)}</p></blockquote>`,
      author,
      place,
      metaTitle: `${title}, l’avis ${/^[aeiouyàâéèêëîïôûh]/i.test(author) ? 'd’' : 'de '}${author} | Arbora`,
      rating: rng.pick([4, 5, 5, 5, 3]),
      age: 2 + i * 13,
      media: 'avatar',
    } satisfies PageSeed;
  });
}
