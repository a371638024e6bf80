/**
 * French texts of the catalogue area (keys prefixed by nothing in particular, but unique site-wide: a test
 * fails on a key defined in two areas). Typography as in catalogue-fr.ts.
 */
export const catalogueFr = {} as const satisfies Record<string, string>;
