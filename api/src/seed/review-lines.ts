/**
 * Seeded review titles and texts, by rating band: a 2-star review is never titled « Belle qualité ».
 * Each band has as many lines as the seed draws from (REVIEW_SLOTS), so the draw stays the same.
 */
export type ReviewBand = 'positive' | 'mixed' | 'negative';

export const REVIEW_LINES: Record<ReviewBand, readonly (readonly [title: string, text: string])[]> = {
  positive: [
    ['Très satisfait', 'Produit conforme, pose facile avec les clips fournis.'],
    ['Belle qualité', 'La teinte est homogène et la finition soignée.'],
    ['Bon rapport qualité-prix', 'Un peu plus cher que le bois, mais plus aucun entretien.'],
    ['Livraison soignée', 'Palette bien protégée, livreur prévenant.'],
    ['Conforme à la description', 'Dimensions et teinte exactement comme annoncé sur la fiche.'],
    ['Je recommande', 'Deuxième commande chez Arbora, toujours aussi bien.'],
  ],
  mixed: [
    ['Correct', 'Quelques lames légèrement différentes de teinte, rien de gênant.'],
    ['Bien, sans plus', 'Le produit est correct, mais la notice de pose mériterait plus de schémas.'],
    ['Peut mieux faire', 'Livraison plus longue que prévu\u00a0; le produit, lui, est conforme.'],
    ['Mitigé', 'Bel aspect, mais les chutes sont nombreuses avec ces longueurs.'],
    ['Moyen', 'Finition inégale d’une lame à l’autre, acceptable une fois posé.'],
    ['Correct dans l’ensemble', 'Quelques rayures sur deux éléments, le reste est conforme.'],
  ],
  negative: [
    ['Déçu', 'Plusieurs éléments rayés à la livraison\u00a0; le service client a proposé un remplacement.'],
    ['Teinte différente de l’échantillon', 'La couleur est nettement plus claire que l’échantillon reçu.'],
    ['Pose compliquée', 'Les fixations fournies ne suffisaient pas, il a fallu en recommander.'],
    ['Pas à la hauteur', 'Pour ce prix, j’attendais une finition plus soignée.'],
    ['Livraison difficile', 'Palette abîmée à l’arrivée, deux éléments à renvoyer.'],
    ['Décevant', 'Le produit ne correspond pas à l’aspect des photos.'],
  ],
};

/** The slots the seed draws from (one per line of a band). */
export const REVIEW_SLOTS = [0, 1, 2, 3, 4, 5] as const;

export function reviewBand(rating: number): ReviewBand {
  if (rating >= 4) return 'positive';
  if (rating === 3) return 'mixed';
  return 'negative';
}

/** The title and text of a review with this rating, for a drawn slot. */
export function reviewLine(rating: number, slot: number): readonly [string, string] {
  const lines = REVIEW_LINES[reviewBand(rating)];
  return lines[slot % lines.length] as readonly [string, string];
}
