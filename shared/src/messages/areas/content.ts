/**
 * French texts of the content area (keys prefixed by nothing in particular, but unique site-wide: a test
 * fails on a key defined in two areas). Typography as in catalogue-fr.ts.
 */
export const contentFr = {
  store_finder_postcode_invalid: 'Veuillez saisir un code postal de France métropolitaine à 5\u00a0chiffres.',
  store_finder_geolocation_failed:
    'Votre position n’a pas pu être obtenue. Saisissez votre code postal pour trouver le magasin le plus proche.',
  store_finder_search: 'Rechercher',
  store_finder_around_me: 'Autour de moi',
} as const satisfies Record<string, string>;
