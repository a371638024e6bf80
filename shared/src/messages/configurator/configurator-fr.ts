/**
 * French texts of the configurator area (keys unique site-wide: a test fails on a key defined in two
 * areas). Typography as in ../catalogue-fr.ts: a colon is preceded by U+00A0.
 */
export const configuratorFr = {
  configurator_models_progress: 'Pièces détaillées\u00a0: {percent}\u00a0%',
  configurator_models_failed:
    'Certaines pièces détaillées n’ont pas pu être chargées\u00a0: elles restent affichées en version simplifiée.',
  configurator_models_retry: 'Réessayer le chargement',
  configurator_warning_last_bay_cut: 'Segment {segment}\u00a0: la dernière travée est recoupée à {widthCm}\u00a0cm.',
  configurator_warning_bay_too_short:
    'Segment {segment}\u00a0: il resterait une travée de {widthCm}\u00a0cm, trop courte pour être recoupée. Ajustez la longueur de 30\u00a0cm au moins.',
  configurator_warning_base_plate_height:
    'Sur platines, la clôture ne doit pas dépasser {maxCm}\u00a0cm de haut (prise au vent). Choisissez une hauteur inférieure ou un scellement béton.',
  configurator_warning_intermediate_rail:
    'À cette hauteur, un raidisseur intermédiaire est posé à mi-hauteur de chaque panneau\u00a0: il est compté dans la liste du matériel.',
  configurator_warning_gate_wider_than_run:
    'Le portillon de {widthCm}\u00a0cm ne tient pas dans un segment de {lengthCm}\u00a0cm. Allongez le segment ou choisissez un portillon plus étroit.',
  configurator_warning_no_post_long_enough:
    'Aucun poteau de {heightCm}\u00a0cm n’est disponible pour sceller cette hauteur. Choisissez une hauteur inférieure ou la fixation sur muret.',
  configurator_warning_post_colour_substituted:
    'Les poteaux n’existent pas dans ce coloris\u00a0: ils sont proposés en {colour}.',
  configurator_warning_low_wall_anchors:
    'Fixation sur muret\u00a0: chaque platine est ancrée par scellement chimique (kit compté dans la liste du matériel), dans une maçonnerie saine.',
  configurator_warning_stock_short:
    '{name}\u00a0: {stock} en stock pour {quantity} nécessaires. Choisissez un autre coloris ou demandez un devis.',
  configurator_warning_part_missing: 'Cette gamme n’existe pas dans ce coloris et cette hauteur.',
  configurator_warning_gate_outward_on_road:
    'Un portail qui donne sur la voie publique doit s’ouvrir vers l’intérieur de la propriété\u00a0: ses vantaux ne doivent pas empiéter sur la voie.',
  configurator_warning_sliding_clearance:
    'Le portail coulissant de {widthCm}\u00a0cm doit coulisser le long de la clôture, côté {side}\u00a0: il n’y a que {roomCm}\u00a0cm de clôture de ce côté.',
  configurator_warning_gate_colour_substituted:
    'Le portail n’existe pas dans ce coloris\u00a0: il est proposé en {colour}.',
  configurator_warning_motor_power:
    'Motorisation\u00a0: prévoyez une alimentation électrique 230\u00a0V protégée jusqu’au pilier du portail.',
  configurator_warning_big_gate_wider_than_run:
    'Le portail de {widthCm}\u00a0cm ne tient pas dans un segment de {lengthCm}\u00a0cm. Allongez le segment ou choisissez un portail plus étroit.',
  configurator_added_to_cart: 'Votre clôture a été ajoutée au panier.',
  configurator_load_error: 'Le configurateur n’a pas pu charger les produits. Vérifiez votre connexion puis réessayez.',
} as const satisfies Record<string, string>;
