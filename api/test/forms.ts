/** Sample valid data for every form of SPEC 2.5 (tests and the fuzz test start from these). */
const person = {
  firstname: 'Léa',
  lastname: 'Martin',
  email: 'lea.martin@exemple.fr',
  phone: '06 12 34 56 78',
  postcode: '44000',
  consent: true,
};
const postal = { street: '3 rue des Lilas', city: 'Nantes' };

export const SAMPLE_FORMS: Record<string, Record<string, unknown>> = {
  'devis-bardage': { ...person, surface_m2: 40, colour: 'gris', project_date: '3-6-mois' },
  'devis-cloture': { ...person, length_m: 25, height: '1m80' },
  'devis-portillon': { ...person, width_cm: 100, style: 'naturel' },
  'devis-portail': { ...person, width_cm: 350, opening: 'coulissant', motorised: true },
  'devis-terrasse': { ...person, surface_m2: 30, pool: true, message: 'Autour d’une piscine.' },
  'echantillons-accessoires': { ...person, ...postal, items: ['clips inox', 'lambourde'] },
  'echantillons-box': { ...person, ...postal },
  'echantillons-lames': { ...person, ...postal, colours: ['teck', 'ipe'] },
  'rendez-vous': { ...person, store: 'Nantes', date: '2030-05-12', slot: 'matin' },
  'rendez-vous-pro': {
    ...person,
    company: 'Paysages Ligériens',
    siret: '46197306700014',
    store: 'Angers',
    date: '2030-05-13',
    slot: 'apres-midi',
  },
  candidature: { ...person, job: 'Technico-commercial' },
  'candidature-spontanee': { ...person, desired_job: 'Poseur', motivation: 'Passionné de bois.' },
  'jeu-concours': { ...person, answer: 'Le teck', rules_accepted: true },
  contact: { ...person, subject: 'produit', message: 'Quelle garantie pour les lames ?' },
  'trouvez-un-poseur': { ...person, project_type: 'terrasse' },
};

/** A multipart body (form fields and files) for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; bytes: Buffer }[],
) {
  const boundary = `----arbora${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG_BYTES = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
