import { asc } from 'drizzle-orm';
import type { Color } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { attributeDefs, colors } from '../db/schema/index';
import { unitSpaces } from '../lib/french-typography';

export type AttributeDef = typeof attributeDefs.$inferSelect;

/**
 * Attribute definitions and colours: a few dozen rows that never change while the API runs,
 * loaded once and shared by the catalogue repositories.
 */
export function createCatalogueLookups(db: Db) {
  let loaded: Promise<{ attributes: Map<string, AttributeDef>; colors: Map<string, Color> }> | null = null;
  const load = () => {
    loaded ??= (async () => {
      const [attrRows, colorRows] = await Promise.all([
        db.select().from(attributeDefs).orderBy(asc(attributeDefs.position)),
        db.select().from(colors),
      ]);
      return {
        attributes: new Map(attrRows.map((a) => [a.technicalName, a])),
        colors: new Map(
          colorRows.map((c) => [c.technicalName, { technical_name: c.technicalName, name: c.name, hex: c.hex }]),
        ),
      };
    })();
    loaded.catch(() => (loaded = null));
    return loaded;
  };

  /**
   * How a value reads to a shopper: 3600 mm → « 3,60 m », 23 mm → « 23 mm », a colour by its name,
   * 5 L → « 5 L », 25 ans → « 25 ans ». The number keeps its unit by a no-break space (U+00A0,
   * unitSpaces, the seed's own rule), so « 2,40 m » never parts at a line's end.
   */
  function valueLabel(def: AttributeDef | undefined, value: string, colorMap: Map<string, Color>): string {
    if (def?.type === 'color') return colorMap.get(value)?.name ?? value;
    // Lengths and heights read in metres; thicknesses and widths of a board stay in millimetres.
    if (def?.unit === 'mm' && /^\d+$/.test(value))
      return unitSpaces(
        Number(value) >= 500 ? `${(Number(value) / 1000).toFixed(2).replace('.', ',')} m` : `${value} mm`,
      );
    if (def?.unit === 'L' || def?.unit === 'ans') return unitSpaces(`${value} ${def.unit}`);
    return value;
  }

  return { load, valueLabel };
}
export type CatalogueLookups = ReturnType<typeof createCatalogueLookups>;

/** Sort attribute values numerically when they are numbers, else alphabetically (French). */
export function compareValues(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  return a.localeCompare(b, 'fr');
}
