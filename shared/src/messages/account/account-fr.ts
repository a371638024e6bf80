/**
 * French texts of the account area (keys prefixed by nothing in particular, but unique site-wide: a test
 * fails on a key defined in two areas). Typography as in ../catalogue-fr.ts: no « ! ? ; », and U+00A0
 * before a colon.
 */
export const accountFr = {
  // API refusals the account forms name (SPEC 8 and api/README.md)
  account_rate_limited: 'Trop de tentatives en peu de temps. Veuillez patienter une minute puis réessayer.',
  account_siret_unknown:
    'Le registre des entreprises ne confirme pas ce numéro SIRET. Votre compte professionnel sera créé en attente de vérification.',
  account_siret_checking: 'Vérification du numéro SIRET…',
  account_siret_found: 'Entreprise reconnue\u00a0: {name}, {city}.',
  account_activation_invalid:
    'Ce lien d’activation a expiré ou a déjà été utilisé. Demandez un nouvel e-mail ci-dessous pour accéder à votre compte.',
  account_reset_invalid:
    'Ce lien de changement de mot de passe a expiré ou a déjà été utilisé. Demandez un nouveau lien.',
  account_current_password_wrong: 'Le mot de passe actuel est incorrect.',

  // Success notices
  account_signup_sent:
    'Merci. Un e-mail d’activation vient d’être envoyé à {email}. Cliquez sur le lien qu’il contient pour activer votre compte (valable 7\u00a0jours).',
  account_activated: 'Votre compte est activé. Vous pouvez maintenant vous connecter.',
  account_rewind_sent:
    'Si un compte existe avec cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe (valable une heure).',
  account_activation_resent:
    'Si un compte en attente d’activation correspond à cette adresse, un nouvel e-mail d’activation vient de lui être envoyé (lien valable 7\u00a0jours). Pensez à regarder dans vos courriers indésirables.',
  account_password_reset_done: 'Votre mot de passe a été modifié. Vous pouvez vous connecter avec le nouveau.',
  account_password_changed: 'Votre mot de passe a été modifié.',
  account_info_saved: 'Vos informations ont été enregistrées.',
  account_address_saved: 'L’adresse a été enregistrée.',
  account_address_deleted: 'L’adresse a été supprimée.',
  account_document_download_failed: 'Le document n’a pas pu être téléchargé. Veuillez réessayer.',

  // Password strength hint
  account_password_strength_weak: 'Robustesse du mot de passe\u00a0: faible',
  account_password_strength_medium: 'Robustesse du mot de passe\u00a0: moyenne',
  account_password_strength_strong: 'Robustesse du mot de passe\u00a0: bonne',
  account_password_rule: 'Au moins 8\u00a0caractères, dont une lettre, un chiffre et un caractère spécial.',

  // Buttons and labels the rules name
  account_signup_submit: 'Créer mon compte',
  account_terms_label: 'J’accepte les conditions générales de vente et d’utilisation',
  account_newsletter_label: 'Je souhaite recevoir les offres et nouveautés Arbora par e-mail',
  account_rewind_submit: 'Recevoir le lien',
  account_activation_resend_submit: 'Recevoir un nouvel e-mail d’activation',
  account_reset_submit: 'Changer mon mot de passe',
  account_save: 'Enregistrer',
  account_cancel: 'Annuler',
  account_delete: 'Supprimer',
  account_edit: 'Modifier',
  account_add_address: 'Ajouter une adresse',
  account_delete_address_confirm: 'Supprimer l’adresse {label} de votre carnet d’adresses\u202f?',
  account_download_pdf: 'Télécharger le PDF',
  account_invoice_download: 'Télécharger la facture',
  account_invoice_unavailable: 'La facture sera disponible ici dès qu’elle aura été émise.',
} as const satisfies Record<string, string>;
