/**
 * French texts of the catalogue area (keys prefixed by nothing in particular, but unique site-wide: a test
 * fails on a key defined in two areas). Typography as in ../catalogue-fr.ts.
 */
export const catalogueFr = {
  catalogue_add_to_cart: 'Ajouter au panier',
  catalogue_added_to_cart: '« {name} » a été ajouté à votre panier.',
  catalogue_add_to_cart_failed: "L'ajout au panier a échoué. Veuillez réessayer.",
  catalogue_variant_unavailable: "Cette combinaison n'existe pas : choisissez une autre option.",
  catalogue_out_of_stock: 'Rupture de stock',
  catalogue_in_stock: 'En stock',
  catalogue_low_stock: 'Plus que {count} en stock',
  catalogue_view_cart: 'Voir mon panier',
  catalogue_continue_shopping: 'Continuer mes achats',
  catalogue_request_quote: 'Demander un devis',
  catalogue_order_sample: 'Commander un échantillon',
  catalogue_clear_filters: 'Tout effacer',
  catalogue_show_filters: 'Filtrer',
  catalogue_remove_filter: 'Retirer le filtre {label}',
  catalogue_no_results: 'Aucun produit ne correspond à ces filtres.',
  catalogue_reviews_notice:
    "Les avis sont collectés par Arbora auprès des clients ayant commandé le produit. Chaque avis est vérifié et modéré avant publication, sous 7\u00a0jours ; les avis négatifs sont publiés au même titre que les positifs. Aucune contrepartie n'est accordée aux auteurs (article L111-7-2 du Code de la consommation).",
} as const satisfies Record<string, string>;
