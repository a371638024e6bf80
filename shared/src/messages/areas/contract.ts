/**
 * French texts that the contract package itself shows, so they stay in the core catalogue that
 * the shell loads at boot: the store's toast when the API ends a session, and the validation
 * messages of the rules and form schemas beside SPEC 5's (shared/src/validation, shared/src/schemas).
 * Keys are unique site-wide (a test fails on a key defined in two areas). Typography as in
 * catalogue-fr.ts.
 */
export const contractFr = {
  account_session_ended: 'Votre session a pris fin. Veuillez vous reconnecter.',
  // Validation messages the form schemas and rules give beside SPEC 5's
  valid_positive_number: 'Veuillez saisir un nombre supérieur à zéro.',
  valid_date: 'Veuillez saisir une date valide.',
  appointment_date_past: 'Veuillez choisir une date à partir d’aujourd’hui.',
  appointment_date_sunday: 'Nos magasins sont fermés le dimanche. Veuillez choisir un autre jour.',
  samples_max_items: 'Vous pouvez choisir 5 accessoires au maximum.',
  samples_max_colours: 'Vous pouvez choisir 3 coloris au maximum.',
} as const satisfies Record<string, string>;
