import { tags } from '../db/schema/index';
import type { SeedContext } from './context';
import { slugify } from '../lib/slug';
import { unitSpaces } from '../lib/french-typography';

/** Tag families. Realisations carry the SPEC 3 families (colour, fence type, height, range, location). */
export const TAG_FAMILIES: Record<string, string[]> = {
  blog: ['Tendances', 'Aménagement', 'Entretien', 'Inspiration', 'Actualités', 'Éco-conception', 'Pas à pas'],
  realisation: ['Terrasse', 'Clôture', 'Portail', 'Portillon', 'Bardage', 'Piscine'],
  colour: ['Gris anthracite', 'Gris ardoise', 'Brun exotique', 'Chêne naturel', 'Teck', 'Sable', 'Noir graphite'],
  fence_type: ['Occultante', 'Ajourée', 'Mixte', 'Brise-vent'],
  height: ['1 m', '1,20 m', '1,50 m', '1,80 m', '2 m'],
  range: ['Essentielle', 'Signature', 'Prestige'],
  advice: ['Choisir', 'Poser', 'Entretenir', 'Réglementation', 'Budget'],
  // Last, so the ids of the other families do not move: the regions of realisations (SPEC 3 location).
  location: [
    'Auvergne-Rhône-Alpes',
    'Bourgogne-Franche-Comté',
    'Bretagne',
    'Centre-Val de Loire',
    'Grand Est',
    'Hauts-de-France',
    'Normandie',
    'Nouvelle-Aquitaine',
    'Occitanie',
    'Pays de la Loire',
    'Provence-Alpes-Côte d’Azur',
  ],
};

export const tagKey = (type: string, name: string) => `${type}:${slugify(name)}`;

export async function seedTags(ctx: SeedContext): Promise<void> {
  const rows = Object.entries(TAG_FAMILIES).flatMap(([type, names]) =>
    names.map((name) => ({ type, technicalName: slugify(name), name: unitSpaces(name) })),
  );
  const inserted = await ctx.db
    .insert(tags)
    .values(rows)
    .returning({ id: tags.id, type: tags.type, technicalName: tags.technicalName });
  for (const t of inserted) ctx.tagIds.set(`${t.type}:${t.technicalName}`, t.id);
}
