/**
 * The site's default head (a page without a title of its own) and the title of « Page introuvable ».
 * The titles of the shell's routes are the shell's own (`shell/src/core/route-titles-fr.ts`).
 */
export const pageTitlesFr = {
  title_default: 'Arbora – bois composite pour l’extérieur',
  description_default:
    'Clôtures, portails, terrasses, bardages et lames décoratives en bois composite : devis, échantillons et commande en ligne.',
  title_not_found: 'Page introuvable',
} as const satisfies Record<string, string>;
