import { distanceKm } from '@arbora/shared/geo';
import { createRng } from '../lib/rng';
import { SEED_STREAM } from './context';
import { seededPages } from './version';

// The installer finder's map (mfe-forms) draws a dot of ~8 px on a 300-unit-wide France, about
// 40 km: two partners closer than that show as one dot. Twelve installers seeded two by two in
// six towns showed six dots.
describe('seeded partner installers', () => {
  const installers = seededPages(createRng(SEED_STREAM)).filter((page) => page.type === 'installer');

  test('are twelve, each in a town of its own', () => {
    expect(installers).toHaveLength(12);
    expect(new Set(installers.map((page) => page.location?.city)).size).toBe(12);
  });

  test('stand at least 80 km apart, so the map shows one dot for each', () => {
    const close = installers.flatMap((a, i) =>
      installers
        .slice(i + 1)
        .filter((b) => distanceKm(a.location!, b.location!) < 80)
        .map((b) => `${a.title} (${a.location!.city}) – ${b.title} (${b.location!.city})`),
    );
    expect(close).toEqual([]);
  });

  test('sit where their name says: « de l’Ouest » in the west, « du Sud » in the south, « Alpes » in the Alps', () => {
    const at = (title: string) => installers.find((page) => page.title === title)!.location!;
    expect(at('Paysages de l’Ouest').lng).toBeLessThan(0);
    expect(at('Terrasses du Sud').lat).toBeLessThan(44.5);
    expect(at('Alpes Extérieurs').region).toBe('Auvergne-Rhône-Alpes');
    expect(at('Alpes Extérieurs').lng).toBeGreaterThan(5.5);
  });
});
