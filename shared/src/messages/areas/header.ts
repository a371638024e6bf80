/**
 * French texts of the header area (keys prefixed by nothing in particular, but unique site-wide: a test
 * fails on a key defined in two areas). Typography as in catalogue-fr.ts.
 */
export const headerFr = {
  header_menu_open: 'Menu',
  header_menu_title: 'Menu',
  header_menu_close: 'Fermer le menu',
  header_submenu_toggle: 'Sous-menu {label}',
  header_main_navigation: 'Navigation principale',
  header_drawer_navigation: 'Menu du site',
  header_account: 'Mon compte',
  header_cart: 'Panier',
  header_search_label: 'Rechercher sur le site',
  header_search_placeholder: 'Rechercher un produit, un conseil…',
  header_search_submit: 'Rechercher',
  header_search_all_results: 'Voir tous les résultats',
  header_search_group_products: 'Produits',
  header_search_group_categories: 'Catégories',
  header_search_group_pages: 'Conseils',
  header_search_no_suggestion: 'Aucune suggestion pour « {query} »',
  header_search_count: '{count} suggestions disponibles',
  search_query_empty: 'Saisissez au moins 2\u00a0caractères pour lancer la recherche.',
  search_query_invalid: 'Cette recherche contient des caractères non pris en charge.',
  search_no_result: 'Aucun résultat pour « {query} ».',
} as const satisfies Record<string, string>;
