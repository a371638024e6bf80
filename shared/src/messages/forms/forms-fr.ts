/**
 * French texts of the forms area (keys prefixed by nothing in particular, but unique site-wide: a test
 * fails on a key defined in two areas). Typography as in ../catalogue-fr.ts.
 */
export const formsFr = {
  // Files, checked in the browser before sending
  upload_photo_type: 'Les photos doivent être au format JPEG, PNG ou WebP.',
  upload_cv_type: 'Le CV doit être au format PDF, DOC, DOCX ou ODT.',
  upload_too_large: 'Chaque fichier doit peser 5\u00a0Mo au maximum.',
  upload_too_many_photos: 'Vous pouvez joindre 5 photos au maximum.',
  // Sending: the server's refusals and outages, shown in the page (what was typed is kept)
  form_upload_rejected:
    'Un fichier joint a été refusé. Vérifiez son format (photos JPEG, PNG ou WebP, CV PDF, DOC, DOCX ou ODT) puis réessayez.',
  form_payload_too_large:
    'Les fichiers joints sont trop lourds (5\u00a0Mo maximum par fichier). Retirez-en un puis réessayez.',
  contest_already_entered:
    'Cette adresse e-mail a déjà participé au jeu-concours. Une seule participation par personne est acceptée.',
  form_rate_limited:
    'Vous avez envoyé plusieurs formulaires en peu de temps. Merci de patienter une minute avant de réessayer.',
  form_api_unavailable:
    'Le service est momentanément indisponible. Votre saisie est conservée, réessayez dans quelques instants.',
  form_fields_refused:
    'Certaines informations ont été refusées. Corrigez les champs signalés puis renvoyez le formulaire.',
  form_error_summary_title: 'Le formulaire contient des erreurs',
  form_sending: 'Envoi en cours…',
  installer_finder_no_result: 'Aucun poseur partenaire n’a été trouvé. Vérifiez le code postal saisi.',
} as const satisfies Record<string, string>;
