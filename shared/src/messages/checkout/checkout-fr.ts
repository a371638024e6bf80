/**
 * French texts of the checkout area (keys prefixed by nothing in particular, but unique site-wide: a test
 * fails on a key defined in two areas). Typography as in ../catalogue-fr.ts: no « ! ? ; », and a colon is
 * preceded by U+00A0.
 */
export const checkoutFr = {
  cart_outage_banner:
    "Nous ne parvenons pas à joindre notre serveur. Votre panier est conservé tel que vous l'avez laissé, les modifications sont suspendues.",
  cart_change_refused:
    "Votre modification n'a pas été enregistrée car le serveur est injoignable. Réessayez dans un instant.",
  // The fee said TTC whoever reads it: the cart says it as its prices, HT to a professional
  // (recupChuteLabel, @arbora/shared/format, 3.9.0). Kept for the remotes built on 3.x.
  cart_recup_chute_label: 'Récupération de vos chutes de chantier (30\u00a0€ TTC)',
  cart_recup_chute_hint: 'Réservé aux professionnels. Nous reprenons vos chutes lors de la livraison.',
  cart_promotion_applied: 'Code promo {code} appliqué.',
  cart_checkout: 'Commander',
  cart_shipping_next_step: "calculée à l'étape suivante",
  checkout_order_button: 'Commander avec obligation de paiement',
  checkout_cgv_required: 'Veuillez accepter les conditions générales de vente.',
  checkout_carrier_required: 'Veuillez choisir un mode de livraison.',
  checkout_relay_point_required: 'Veuillez choisir une ferme relais.',
  checkout_carrier_not_available: "Ce mode de livraison n'est pas disponible pour votre panier.",
  checkout_payment_required: 'Veuillez choisir un moyen de paiement.',
  checkout_address_required: 'Veuillez choisir ou saisir une adresse de livraison.',
  checkout_cart_empty: 'Votre panier est vide, ajoutez des articles avant de commander.',
  checkout_stock_insufficient:
    "Un article n'est plus disponible en quantité suffisante. Modifiez la quantité dans votre panier.",
  checkout_cart_not_yours: "Ce panier n'est plus disponible. Rechargez la page.",
  checkout_postcode_invalid: 'Veuillez saisir un code postal à 5\u00a0chiffres.',
  checkout_relay_points_none: 'Aucune ferme relais à moins de {km}\u00a0km de ce code postal.',
  checkout_payment_unavailable:
    "Ce moyen de paiement n'est pas proposé pour le montant de votre commande. Choisissez-en un autre.",
  checkout_payment_unavailable_hint: 'Indisponible pour cette commande\u00a0: {reason}',
  checkout_pay_again: 'Payer ma commande',
  checkout_pay_again_method: 'Payer cette commande par',
  checkout_pay_again_failed: "Le paiement n'a pas pu être relancé. Réessayez ou contactez notre service client.",
  checkout_status_pending: 'Votre paiement est en cours de vérification. Cette page se met à jour automatiquement.',
  checkout_status_still_pending:
    'Votre paiement est toujours en cours de vérification. Vous recevrez un e-mail dès sa confirmation.',
} as const satisfies Record<string, string>;
