import { deflateRawSync } from 'node:zlib';

/**
 * Sample valid data for every form of SPEC 2.5 (tests and the fuzz test start from these).
 * Appointment days are Monday 11 and Tuesday 12 May 2099: never past, never a Sunday.
 */
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
  'rendez-vous': { ...person, store: 'Nantes', date: '2099-05-11', slot: 'matin' },
  'rendez-vous-pro': {
    ...person,
    company: 'Paysages Ligériens',
    siret: '46197306700014',
    store: 'Angers',
    date: '2099-05-12',
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

/** A real one-page PDF: uploads are parsed, not sniffed. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A real 1×1 PNG: photos are decoded. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWNgYGAAAAAEAAGjChXjAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * A ZIP of these entries, in order, stored uncompressed or (`deflate`) compressed: enough to build
 * DOCX and ODT fixtures.
 */
export function zip(entries: [name: string, content: string | Buffer][], { deflate = false } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name);
    const raw = Buffer.from(content);
    const data = deflate ? deflateRawSync(raw) : raw;
    const method = deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const DOCX_BYTES = zip([
  ['[Content_Types].xml', '<?xml version="1.0"?><Types/>'],
  ['word/document.xml', '<?xml version="1.0"?><w:document/>'],
]);
export const ODT_BYTES = zip([
  ['mimetype', 'application/vnd.oasis.opendocument.text'],
  ['content.xml', '<?xml version="1.0"?><office:document-content/>'],
]);
