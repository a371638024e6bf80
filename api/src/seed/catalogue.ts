import type { SeedContext } from './context';

/** Categories, products, variants and reviews (filled in by the catalogue step). */
export async function seedCatalogue(_ctx: SeedContext): Promise<void> {}
