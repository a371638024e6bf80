import type { PageLocation, Push } from '@arbora/shared/schemas';
import { captionImage } from '../lib/photos/photo-image';
import { euros } from '../lib/money';
import type { Rng } from '../lib/rng';
import { slugify } from '../lib/slug';
import type { PageSeed } from './page-builder';
import { tagKey, TAG_FAMILIES } from './tags';
import type { Topic } from './text';
import { INSTALLER_LINES, STORE_LINES } from './content-copy';
import { timeOfDay } from './site-facts';
import { articleBody, personName, prose } from './text';

/** Towns with approximate coordinates (public geography), postcode and region. */
export const TOWNS: [name: string, postcode: string, region: string, lat: number, lng: number][] = [
  ['Nantes', '44000', 'Pays de la Loire', 47.2184, -1.5536],
  ['Rennes', '35000', 'Bretagne', 48.1173, -1.6778],
  ['Angers', '49000', 'Pays de la Loire', 47.4784, -0.5632],
  ['Bordeaux', '33000', 'Nouvelle-Aquitaine', 44.8378, -0.5792],
  ['Toulouse', '31000', 'Occitanie', 43.6047, 1.4442],
  ['Lyon', '69000', 'Auvergne-Rhône-Alpes', 45.764, 4.8357],
  ['Marseille', '13000', 'Provence-Alpes-Côte d’Azur', 43.2965, 5.3698],
  ['Lille', '59000', 'Hauts-de-France', 50.6292, 3.0573],
  ['Strasbourg', '67000', 'Grand Est', 48.5734, 7.7521],
  ['Montpellier', '34000', 'Occitanie', 43.6108, 3.8767],
  ['Tours', '37000', 'Centre-Val de Loire', 47.3941, 0.6848],
  ['Dijon', '21000', 'Bourgogne-Franche-Comté', 47.322, 5.0415],
  ['Clermont-Ferrand', '63000', 'Auvergne-Rhône-Alpes', 45.7772, 3.087],
  ['Limoges', '87000', 'Nouvelle-Aquitaine', 45.8336, 1.2611],
  ['Caen', '14000', 'Normandie', 49.1829, -0.3707],
  ['Rouen', '76000', 'Normandie', 49.4432, 1.0999],
  ['Reims', '51100', 'Grand Est', 49.2583, 4.0317],
  ['Metz', '57000', 'Grand Est', 49.1193, 6.1757],
  ['Orléans', '45000', 'Centre-Val de Loire', 47.9029, 1.9093],
  ['Poitiers', '86000', 'Nouvelle-Aquitaine', 46.5802, 0.3404],
  ['La Rochelle', '17000', 'Nouvelle-Aquitaine', 46.1603, -1.1511],
  ['Vannes', '56000', 'Bretagne', 47.6582, -2.7608],
  ['Brest', '29200', 'Bretagne', 48.3904, -4.4861],
  ['Le Mans', '72000', 'Pays de la Loire', 48.0061, 0.1996],
  ['Annecy', '74000', 'Auvergne-Rhône-Alpes', 45.8992, 6.1294],
  ['Grenoble', '38000', 'Auvergne-Rhône-Alpes', 45.1885, 5.7245],
  ['Pau', '64000', 'Nouvelle-Aquitaine', 43.2951, -0.3708],
  ['Perpignan', '66000', 'Occitanie', 42.6887, 2.8948],
  ['Nice', '06000', 'Provence-Alpes-Côte d’Azur', 43.7102, 7.262],
  ['Amiens', '80000', 'Hauts-de-France', 49.8941, 2.2958],
];

/** « à Nantes », but « au Mans » (French contraction of à + le). */
export const ofTown = (town: string) => (town.startsWith('Le ') ? `du ${town.slice(3)}` : `de ${town}`);
export const atTown = (town: string) => (town.startsWith('Le ') ? `au ${town.slice(3)}` : `à ${town}`);

const STREETS = [
  'rue des Artisans',
  'avenue de la Gare',
  'zone d’activités des Landes',
  'boulevard de l’Industrie',
  'rue du Commerce',
  'route de la Forêt',
];
/** « 9 h – 12 h 30 »: French times of day, with no-break spaces around the « h » (site-facts.ts). */
const HOURS = [
  `Lundi\u00a0: ${timeOfDay(14)} – ${timeOfDay(18, 30)}`,
  `Mardi au vendredi\u00a0: ${timeOfDay(9)} – ${timeOfDay(12, 30)}, ${timeOfDay(14)} – ${timeOfDay(18, 30)}`,
  `Samedi\u00a0: ${timeOfDay(9)} – ${timeOfDay(17)}`,
  'Dimanche\u00a0: fermé',
];

/** French landline zone of a region: 02 north-west, 03 north-east, 04 south-east, 05 south-west. */
function zonePrefix(region: string, lng: number, _draw: number): string {
  if (region === 'Île-de-France') return '01';
  if (['Bretagne', 'Normandie', 'Pays de la Loire', 'Centre-Val de Loire'].includes(region)) return '02';
  if (['Hauts-de-France', 'Grand Est', 'Bourgogne-Franche-Comté'].includes(region)) return '03';
  if (region === 'Nouvelle-Aquitaine' || (region === 'Occitanie' && lng < 2.5)) return '05';
  return '04';
}

function location(rng: Rng, town: (typeof TOWNS)[number], withAddress: boolean): PageLocation {
  const [city, postcode, region, lat, lng] = town;
  return {
    address: withAddress ? `${rng.int(1, 120)} ${rng.pick(STREETS)}` : null,
    postcode,
    city,
    region,
    // A small offset so several pages in one town do not share a pin.
    lat: Math.round((lat + (rng.next() - 0.5) * 0.05) * 1e5) / 1e5,
    lng: Math.round((lng + (rng.next() - 0.5) * 0.05) * 1e5) / 1e5,
    // The draw of the first digit is kept (the seed stays stable) but the zone prefix follows the region.
    phone: withAddress
      ? `${zonePrefix(region, lng, rng.int(1, 5))} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`
      : null,
    hours: withAddress ? HOURS : [],
  };
}

export function stores(rng: Rng): PageSeed[] {
  return TOWNS.map((town, i) => {
    const text = `Le magasin Arbora ${ofTown(town[0])} vous accueille pour découvrir nos lames en vrai, comparer les teintes et préparer votre projet avec un conseiller.`;
    return {
      slug: `magasins/${slugify(town[0])}`,
      parentSlug: 'magasins',
      title: `Magasin Arbora ${town[0]}`,
      type: 'store',
      text,
      content: `<p>${text}</p><p>${prose(rng, 'general', 3, STORE_LINES)}</p>`,
      location: location(rng, town, true),
      place: town[0],
      age: 300 + i,
      media: 'store',
    };
  });
}

/**
 * The partner installers, each in a town of its own that fits its name (« de l’Ouest » in the west,
 * « Alpes » in the Alps): the finder's map draws one pin each, never two on one spot.
 */
const INSTALLERS: [name: string, town: string][] = [
  ['Jardins & Terrasses', 'Angers'],
  ['Atelier du Bois Durable', 'Lille'],
  ['Extérieurs Créations', 'Clermont-Ferrand'],
  ['Paysages de l’Ouest', 'Vannes'],
  ['Clôtures Services', 'Brest'],
  ['Les Poseurs Réunis', 'Perpignan'],
  ['Terrasses du Sud', 'Toulouse'],
  ['Habitat Extérieur', 'Lyon'],
  ['Aménagements Verts', 'Tours'],
  ['Pose & Finitions', 'Bordeaux'],
  ['Portails Confort', 'Caen'],
  ['Alpes Extérieurs', 'Grenoble'],
];

const townNamed = (name: string) => {
  const town = TOWNS.find(([city]) => city === name);
  if (!town) throw new Error(`No seeded town named ${name}`);
  return town;
};

export function installers(rng: Rng): PageSeed[] {
  return INSTALLERS.map(([name, townName], i) => {
    const town = townNamed(townName);
    const text = `${name}, poseur agréé Arbora ${atTown(town[0])}, installe terrasses, clôtures et portails dans un rayon de 50 km.`;
    return {
      slug: `services/trouver-un-poseur/${slugify(name)}`,
      parentSlug: 'services/trouver-un-poseur',
      title: name,
      type: 'installer',
      text,
      content: `<p>${text}</p><p>${prose(rng, 'general', 2, INSTALLER_LINES)}</p>`,
      location: location(rng, town, true),
      place: town[0],
      age: 250 + i,
    };
  });
}

const PROJECT_KINDS: [tag: string, topic: Topic, noun: string][] = [
  ['Terrasse', 'terrasse', 'Une terrasse'],
  ['Clôture', 'cloture', 'Une clôture'],
  ['Portail', 'portail', 'Un portail'],
  ['Portillon', 'portillon', 'Un portillon'],
  ['Bardage', 'bardage', 'Un bardage'],
  ['Piscine', 'terrasse', 'Une plage de piscine'],
];

/** The catalogue families a project of each kind uses (links to the catalogue). */
const PRODUCTS_USED: Record<string, [title: string, url: string][]> = {
  Terrasse: [
    ['Lames de terrasse', '/c-lames-de-terrasse'],
    ['Lambourdes et plots', '/c-lambourdes-et-plots'],
  ],
  Clôture: [
    ['Clôtures', '/c-clotures'],
    ['Poteaux de clôture', '/c-poteaux-de-cloture'],
  ],
  Portail: [['Portails', '/c-portails']],
  Portillon: [['Portillons', '/c-portillons']],
  Bardage: [['Bardage', '/c-bardage']],
  Piscine: [
    ['Lames de terrasse', '/c-lames-de-terrasse'],
    ['Finitions', '/c-finitions'],
  ],
};

function productsUsed(kind: string, range: string, colour: string): Push[] {
  return (PRODUCTS_USED[kind] ?? []).map(([title, url]) => ({
    title,
    text: `Gamme ${range}, teinte ${colour.toLowerCase()}.`,
    label: `Voir les ${title.toLowerCase()}`,
    url,
    image: null,
  }));
}

/** A realisation's photos: the cover, then two more views (the gallery). */
function projectPhotos(slug: string, title: string) {
  const seed = slug.replace(/\//g, '-');
  return {
    covers: [
      captionImage(title, seed, '19x10'),
      captionImage(`${title}\u00a0: détail de la pose`, `${seed}-detail`, '19x10', title),
      captionImage(`${title}\u00a0: vue d’ensemble`, `${seed}-ensemble`, '19x10', title),
    ],
    coversMobile: [captionImage(title, seed, '3x2')],
  };
}

export function realisations(rng: Rng): PageSeed[] {
  return Array.from({ length: 60 }, (_, i) => {
    const [kindTag, topic, noun] = PROJECT_KINDS[i % PROJECT_KINDS.length] as (typeof PROJECT_KINDS)[number];
    const town = rng.pick(TOWNS);
    const colour = rng.pick(TAG_FAMILIES.colour as string[]);
    const fence = rng.pick(TAG_FAMILIES.fence_type as string[]);
    const height = rng.pick(TAG_FAMILIES.height as string[]);
    const range = rng.pick(TAG_FAMILIES.range as string[]);
    // A fence's type and height name a fence, a gate or a gate door, not a terrace or a cladding.
    const fenced = kindTag === 'Clôture' || kindTag === 'Portail' || kindTag === 'Portillon';
    const title = `${noun} ${colour.toLowerCase()} ${atTown(town[0])}`;
    const body = articleBody(rng, topic, ['Le projet', 'Les produits choisis', 'Le résultat'], {
      intro: `${noun} en bois composite ${colour.toLowerCase()}, réalisée ${atTown(town[0])} (${town[2]}).`.replace(
        /^(Un .*?)réalisée/,
        '$1réalisé',
      ),
      facts: {
        'Les produits choisis': [
          `Gamme ${range}, teinte ${colour.toLowerCase()}${fenced ? `, hauteur ${height}, version ${fence.toLowerCase()}` : ''}.`,
        ],
      },
    });
    const customer = personName(rng);
    const slug = `realisations/${String(i + 1).padStart(2, '0')}-${slugify(title)}`;
    return {
      slug,
      parentSlug: 'realisations',
      title,
      type: 'realisation',
      text: body.text,
      content: body.html,
      toc: body.toc,
      age: 4 + i * 7,
      author: customer,
      place: town[0],
      price: euros(rng.int(18, 240) * 100),
      location: location(rng, town, false),
      media: 'realisation',
      ...projectPhotos(slug, title),
      push: productsUsed(kindTag, range, colour),
      promoted: i % 9 === 0,
      tags: [
        tagKey('realisation', kindTag),
        tagKey('colour', colour),
        ...(fenced ? [tagKey('fence_type', fence), tagKey('height', height)] : []),
        tagKey('range', range),
        tagKey('location', town[2]),
      ],
    };
  });
}
