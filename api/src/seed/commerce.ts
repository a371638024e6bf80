import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyRegistry, promotions, relayPoints } from '../db/schema/index';
import { euros } from '../lib/money';
import { timeOfDay, wholeEuros } from './site-facts';

/**
 * Reference data of the shop itself (not demo data, seeded in production too): an extract of the
 * company registry SIRETs are checked against, the relay farms, and the promotion codes.
 * Every SIRET below passes the Luhn check; the companies are fictional.
 */
export const COMPANIES: [
  siret: string,
  name: string,
  address: string,
  postcode: string,
  city: string,
  active?: boolean,
][] = [
  ['64771278500011', 'Jardins de l’Erdre SARL', '4 rue des Tanneurs', '44000', 'Nantes'],
  ['46197306700014', 'Paysages Ligériens', '18 avenue de la Loire', '49000', 'Angers'],
  ['72393849400017', 'Menuiserie Bocage', '2 route de Cholet', '85000', 'La Roche-sur-Yon'],
  ['99893557100013', 'Clôtures Atlantique', '77 boulevard Maritime', '17000', 'La Rochelle'],
  ['35184715700010', 'Terrasses du Sud-Ouest', '9 chemin des Vignes', '33000', 'Bordeaux'],
  ['37777786700013', 'Aménagements Rhodaniens', '31 quai Perrache', '69002', 'Lyon'],
  ['87539892700017', 'Bois & Jardin Provence', '5 place des Platanes', '13100', 'Aix-en-Provence'],
  ['40107136000010', 'Poseurs Associés d’Alsace', '12 rue du Rhin', '67000', 'Strasbourg'],
  ['69265548300018', 'Extérieurs Normands', '40 rue Jeanne-d’Arc', '76000', 'Rouen'],
  ['92576386400012', 'Atelier Bretagne Composite', '3 rue de Brest', '35000', 'Rennes'],
  ['36227586900018', 'Paysagistes du Nord', '15 rue Nationale', '59000', 'Lille'],
  ['84485497600017', 'Occitanie Terrasses', '27 allée Jean-Jaurès', '31000', 'Toulouse'],
  ['53053041900015', 'Clos et Portails Bourguignons', '6 rue de la Liberté', '21000', 'Dijon'],
  ['34026066000014', 'Habitat Montagne Services', '22 avenue Alsace-Lorraine', '38000', 'Grenoble'],
  ['39228514400011', 'Jardins d’Île-de-France', '101 rue de Rivoli', '75001', 'Paris'],
  // Struck off the register: a valid number the check refuses.
  ['76562351700016', 'Ancienne Scierie Martin', '1 rue du Moulin', '72000', 'Le Mans', false],
];

const RELAY_FARMS: [name: string, address: string, postcode: string, city: string, lat: number, lng: number][] = [
  ['Ferme des Trois Chênes', 'Lieu-dit La Brosse', '44240', 'Sucé-sur-Erdre', 47.34, -1.53],
  ['GAEC du Val de Loire', '12 route des Coteaux', '49400', 'Saumur', 47.26, -0.08],
  ['Ferme du Marais', 'Chemin des Écluses', '85450', 'Chaillé-les-Marais', 46.39, -1.02],
  ['EARL Les Prés Salés', '3 route de la Baie', '50170', 'Pontorson', 48.55, -1.51],
  ['Ferme de la Garenne', 'La Garenne', '35150', 'Janzé', 47.96, -1.5],
  ['Domaine des Vignes Hautes', '8 chemin de Saint-Émilion', '33330', 'Saint-Émilion', 44.89, -0.16],
  ['Ferme Saint-Jacques', 'Route de Beaune', '21200', 'Beaune', 47.02, 4.84],
  ['GAEC des Monts du Lyonnais', 'Le Bourg', '69610', 'Sainte-Foy-l’Argentière', 45.7, 4.47],
  ['Mas des Oliviers', 'Chemin du Puy', '13490', 'Jouques', 43.64, 5.64],
  ['Ferme du Ried', '5 rue des Cigognes', '67600', 'Sélestat', 48.26, 7.45],
  ['Ferme de la Somme', 'Rue du Calvaire', '80200', 'Péronne', 49.93, 2.93],
  ['Ferme des Coteaux de Gascogne', 'Lieu-dit Bordeneuve', '32000', 'Auch', 43.65, 0.59],
  ['Ferme du Plateau', 'Route de Vassieux', '26420', 'La Chapelle-en-Vercors', 44.97, 5.41],
  ['Ferme de Beauce', '2 rue de Chartres', '28000', 'Chartres', 48.45, 1.49],
  ['GAEC de la Vallée de l’Eure', 'Le Moulin', '27120', 'Pacy-sur-Eure', 49.02, 1.38],
];

// A promotion's dates are days in Paris (a refused code says them: « valable du 1er juin au 31 août »).
const at = (iso: string) => new Date(iso);

/** REMISE50's figures, in euros: its name states them as its rule applies them. */
const REMISE50 = { off: 50, from: 500 } as const;

export const PROMOTIONS: (typeof promotions.$inferInsert)[] = [
  {
    siteId: 1,
    code: 'BIENVENUE10',
    name: 'Bienvenue\u00a0: 10\u00a0% sur les produits',
    kind: 'percent',
    value: 10,
    minSubtotalTtc: euros(100),
    startsAt: at('2024-01-01T00:00:00+01:00'),
    endsAt: at('2099-12-31T23:59:59+01:00'),
    oncePerCustomer: true,
  },
  {
    siteId: 1,
    code: 'REMISE50',
    name: `${wholeEuros(REMISE50.off)} offerts dès ${wholeEuros(REMISE50.from)} d’achat`,
    kind: 'amount',
    value: euros(REMISE50.off),
    minSubtotalTtc: euros(REMISE50.from),
    startsAt: at('2024-01-01T00:00:00+01:00'),
    endsAt: at('2099-12-31T23:59:59+01:00'),
  },
  {
    siteId: 1,
    code: 'LIVRAISONOFFERTE',
    name: 'Livraison offerte',
    kind: 'free_shipping',
    value: 0,
    minSubtotalTtc: 0,
    startsAt: at('2024-01-01T00:00:00+01:00'),
    endsAt: at('2099-12-31T23:59:59+01:00'),
  },
  {
    siteId: 1,
    code: 'ETE2024',
    name: 'Été 2024\u00a0: 15\u00a0%',
    kind: 'percent',
    value: 15,
    minSubtotalTtc: 0,
    startsAt: at('2024-06-01T00:00:00+02:00'),
    endsAt: at('2024-08-31T23:59:59+02:00'),
  },
  {
    siteId: 1,
    code: 'NOEL2099',
    name: 'Noël 2099',
    kind: 'percent',
    value: 20,
    minSubtotalTtc: 0,
    startsAt: at('2099-12-01T00:00:00+01:00'),
    endsAt: at('2099-12-31T23:59:59+01:00'),
  },
];

/** Seeds the reference data once (checked by the registry's row count, so older databases get it too). */
export async function seedCommerceIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(companyRegistry);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(companyRegistry).values(
      COMPANIES.map(([siret, name, address, postcode, city, active]) => ({
        siret,
        name,
        address,
        postcode,
        city,
        active: active ?? true,
      })),
    );
    await tx.insert(relayPoints).values(
      RELAY_FARMS.map(([name, address, postcode, city, latitude, longitude]) => ({
        name,
        address,
        postcode,
        city,
        latitude,
        longitude,
        openingHours: `Du mardi au samedi, ${timeOfDay(9)} – ${timeOfDay(12)} et ${timeOfDay(14)} – ${timeOfDay(18)}`,
      })),
    );
    await tx.insert(promotions).values(PROMOTIONS).onConflictDoNothing();
  });
  return true;
}
