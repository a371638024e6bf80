import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FORM_CONFIRMATIONS, type FormConfirmationRoute } from '@arbora/shared/messages/forms';
import { FORM_NAMES } from '@arbora/shared/schemas';
import { emailOutbox, formSubmissions, formUploads, loginAttempts, products } from '../../db/schema/index';
import { QUOTE_CALL_WITHOUT_PHONE } from '../../mail/form-acknowledgement';
import { renderMail } from '../../mail/layout';
import type * as Layout from '../../mail/layout';
import { sweepOrphanUploads } from '../../repositories/forms';
import { copyTemplate } from '../../../test/db-setup';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { fromNewIp, newCustomer, uniqueEmail } from '../../../test/accounts';
import { DOCX_BYTES, PDF_BYTES, PNG_BYTES, SAMPLE_FORMS, multipart, zip } from '../../../test/forms';

// Every e-mail's template goes through renderMail: watched (it still renders), to see when it runs.
jest.mock('../../mail/layout', () => {
  const actual = jest.requireActual<typeof Layout>('../../mail/layout');
  return { ...actual, renderMail: jest.fn(actual.renderMail) };
});
const render = jest.mocked(renderMail);
const renderForReal = jest.requireActual<typeof Layout>('../../mail/layout').renderMail;

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_MAX_BYTES: '20000' });
  app = t.app;
});
afterAll(async () => t?.close());

const send = (form: string, data: Record<string, unknown>, ip = fromNewIp()) =>
  app.inject({ method: 'POST', url: '/v1/forms/send', payload: { form, data }, ...ip });
const rowsOf = (email: string) => app.db.select().from(formSubmissions).where(eq(formSubmissions.email, email));

describe('forms/send', () => {
  test('every form of SPEC 2.5 is validated and stored, with its confirmation route', async () => {
    expect(FORM_NAMES).toHaveLength(15);
    for (const form of FORM_NAMES) {
      const email = uniqueEmail(form);
      const extra = form === 'candidature' || form === 'candidature-spontanee' ? null : {};
      if (!extra) continue; // CVs are required: tested with uploads below.
      const res = await send(form, { ...SAMPLE_FORMS[form], email });
      expect([form, res.statusCode]).toEqual([form, 200]);
      expect(res.json().data.confirmation_route).toMatch(/confirmation/);
      const [row] = await rowsOf(email);
      expect(row).toMatchObject({ form, email });
      expect(row?.payload).not.toHaveProperty('website');
    }
  });

  test('bad input names the field; unknown forms are refused', async () => {
    const bad = async (form: string, data: Record<string, unknown>, field: string) => {
      const res = await send(form, data);
      expect([form, field, res.statusCode, res.json().field]).toEqual([form, field, 400, field]);
    };
    await bad('contact', { ...SAMPLE_FORMS.contact, email: 'x@y' }, 'data.email');
    await bad('contact', { ...SAMPLE_FORMS.contact, consent: false }, 'data.consent');
    await bad('devis-terrasse', { ...SAMPLE_FORMS['devis-terrasse'], surface_m2: -3 }, 'data.surface_m2');
    await bad('rendez-vous-pro', { ...SAMPLE_FORMS['rendez-vous-pro'], siret: '46197306700015' }, 'data.siret');
    await bad('rendez-vous', { ...SAMPLE_FORMS['rendez-vous'], date: '12/05/2030' }, 'data.date');
    await bad(
      'echantillons-lames',
      { ...SAMPLE_FORMS['echantillons-lames'], colours: ['a', 'b', 'c', 'd'] },
      'data.colours',
    );
    await bad('formulaire-inconnu', SAMPLE_FORMS.contact!, 'form');
  });

  test('an appointment is never in the past (Paris time) nor on a Sunday: 400 VALIDATION_ERROR naming data.date, nothing stored', async () => {
    const refused = async (form: string, date: string, key: string) => {
      const email = uniqueEmail('rdv');
      const res = await send(form, { ...SAMPLE_FORMS[form], email, date });
      expect([form, date, res.statusCode, res.json().code, res.json().field]).toEqual([
        form,
        date,
        400,
        'VALIDATION_ERROR',
        'data.date',
      ]);
      expect(res.json().data.issues).toEqual([{ field: 'data.date', message: key }]);
      expect(await rowsOf(email)).toHaveLength(0);
    };
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    for (const form of ['rendez-vous', 'rendez-vous-pro']) {
      await refused(form, '2099-05-10', 'appointment_date_sunday');
      await refused(form, '2020-01-06', 'appointment_date_past');
      await refused(form, yesterday, 'appointment_date_past');
      await refused(form, '2099-02-30', 'valid_date');
    }
    // A Saturday far ahead is fine.
    const email = uniqueEmail('rdv-samedi');
    expect((await send('rendez-vous', { ...SAMPLE_FORMS['rendez-vous'], email, date: '2099-05-16' })).statusCode).toBe(
      200,
    );
    expect(await rowsOf(email)).toHaveLength(1);
  });

  test('one contest entry per e-mail', async () => {
    const email = uniqueEmail('concours');
    expect((await send('jeu-concours', { ...SAMPLE_FORMS['jeu-concours'], email })).statusCode).toBe(200);
    const again = await send('jeu-concours', { ...SAMPLE_FORMS['jeu-concours'], email: email.toUpperCase() });
    expect([again.statusCode, again.json().code]).toEqual([409, 'CONTEST_ALREADY_ENTERED']);
    expect(await rowsOf(email)).toHaveLength(1);
  });

  test('anti-spam: a filled honeypot is answered like a success and stored nowhere; rate limit per IP', async () => {
    const email = uniqueEmail('bot');
    const res = await send('contact', { ...SAMPLE_FORMS.contact, email, website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(email)).toHaveLength(0);
    const ip = { remoteAddress: '198.51.100.9' };
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push((await send('contact', { ...SAMPLE_FORMS.contact, email: uniqueEmail('rl') }, ip)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  test('an installer request names the partner asked: stored with its name and town; unknown or malformed, a 400 naming data.installer and nothing stored', async () => {
    const installer = 'services/trouver-un-poseur/jardins-terrasses';
    const email = uniqueEmail('poseur');
    const res = await send('trouvez-un-poseur', { ...SAMPLE_FORMS['trouvez-un-poseur'], email, installer });
    expect(res.statusCode).toBe(200);
    const [row] = await rowsOf(email);
    expect(row?.payload).toMatchObject({
      project_type: 'terrasse',
      installer: { slug: installer, name: 'Jardins & Terrasses', city: 'Angers' },
    });
    // Without one (the finder's own form), nothing is said of a partner.
    const plain = uniqueEmail('poseur-sans');
    expect((await send('trouvez-un-poseur', { ...SAMPLE_FORMS['trouvez-un-poseur'], email: plain })).statusCode).toBe(
      200,
    );
    expect((await rowsOf(plain))[0]?.payload).not.toHaveProperty('installer');

    const refused = async (value: unknown, key: string) => {
      const other = uniqueEmail('poseur-refuse');
      const answer = await send('trouvez-un-poseur', {
        ...SAMPLE_FORMS['trouvez-un-poseur'],
        email: other,
        installer: value,
      });
      expect([answer.statusCode, answer.json().code, answer.json().field]).toEqual([
        400,
        'VALIDATION_ERROR',
        'data.installer',
      ]);
      expect(answer.json().data.issues).toEqual([{ field: 'data.installer', message: key }]);
      expect(await rowsOf(other)).toHaveLength(0);
    };
    await refused('services/trouver-un-poseur/inconnu', 'installer_unknown');
    await refused('magasins/nantes', 'installer_unknown'); // a store is not an installer
    await refused(42, 'installer_invalid');
    await refused('x'.repeat(201), 'installer_invalid');
  });

  test('an installer request is e-mailed to the team, naming the partner asked, its town and page', async () => {
    const teamMails = async (email: string) =>
      (await app.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'installer_request'))).filter((mail) =>
        mail.text.includes(email),
      );
    const installer = 'services/trouver-un-poseur/jardins-terrasses';
    const email = uniqueEmail('poseur-mail');
    const data = { ...SAMPLE_FORMS['trouvez-un-poseur'], email, message: 'Une terrasse de 30 m².' };
    expect((await send('trouvez-un-poseur', { ...data, installer })).statusCode).toBe(200);
    const [mail, ...more] = await teamMails(email);
    expect(more).toEqual([]);
    expect(mail?.to).toBe('contact@arbora.example');
    expect(mail?.subject).toBe('Demande de poseur pour Jardins & Terrasses (Angers)');
    expect(mail?.text).toContain('Poseur demandé\u00a0: Jardins & Terrasses (Angers)');
    expect(mail?.text).toContain('Projet\u00a0: Terrasse');
    expect(mail?.text).toContain('Nom\u00a0: Léa Martin');
    expect(mail?.text).toContain('Une terrasse de 30 m².');
    expect(mail?.text).toContain(`http://localhost:3000/${installer}`);
    // Without a partner, the team is told so; a refused request sends nothing.
    const other = uniqueEmail('poseur-mail-sans');
    expect((await send('trouvez-un-poseur', { ...data, email: other })).statusCode).toBe(200);
    expect((await teamMails(other))[0]?.text).toContain('Poseur demandé\u00a0: aucun en particulier');
    const refused = uniqueEmail('poseur-mail-refuse');
    expect(
      (await send('trouvez-un-poseur', { ...data, email: refused, installer: 'magasins/nantes' })).statusCode,
    ).toBe(400);
    expect(await teamMails(refused)).toEqual([]);
  });

  test('SQL and script payloads are stored as plain text', async () => {
    const email = uniqueEmail('inert');
    const message = `'); drop table form_submissions; -- <script>alert("x")</script> <img src=x onerror=alert(1)>`;
    expect(
      (await send('contact', { ...SAMPLE_FORMS.contact, email, message, lastname: 'O\'Brien"; --' })).statusCode,
    ).toBe(200);
    const [row] = await rowsOf(email);
    expect(row?.payload).toMatchObject({ message, lastname: 'O\'Brien"; --' });
  });
});

describe('uploads', () => {
  const post = (body: ReturnType<typeof multipart>) =>
    app.inject({ method: 'POST', url: '/v1/forms/send', ...body, ...fromNewIp() });
  const cvForm = (email: string) => ({
    form: 'candidature',
    data: JSON.stringify({ ...SAMPLE_FORMS.candidature, email }),
  });

  test('a CV judged by its content is stored outside the web root under a random name', async () => {
    const email = uniqueEmail('cv');
    const res = await post(
      multipart(cvForm(email), [
        { field: 'cv', filename: '../../Mon CV.pdf', type: 'application/pdf', bytes: PDF_BYTES },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.confirmation_route).toBe('/form/confirmation-candidature');
    const [row] = await rowsOf(email);
    const [file] = await app.db
      .select()
      .from(formUploads)
      .where(and(eq(formUploads.submissionId, row!.id)));
    expect(file).toMatchObject({
      field: 'cv',
      mime: 'application/pdf',
      originalName: 'Mon CV.pdf',
      size: PDF_BYTES.length,
    });
    expect(path.basename(file!.storedPath)).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    // The storage key; on disk (the default) the file is where uploads always were, under DATA_DIR.
    expect(file!.storedPath).toMatch(/^uploads\/\d{4}-\d{2}\//);
    expect(readFileSync(path.join(t.dataDir, file!.storedPath))).toEqual(PDF_BYTES);
  });

  test('refused: no CV, a script named .pdf, a photo where a CV goes, too large, too many, unknown fields', async () => {
    const rejected = async (body: ReturnType<typeof multipart>, code: string, status = 400) => {
      const res = await post(body);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    };
    await rejected(multipart(cvForm(uniqueEmail()), []), 'UPLOAD_REJECTED');
    await rejected(
      multipart(cvForm(uniqueEmail()), [
        { field: 'cv', filename: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from('<script>alert(1)</script>') },
      ]),
      'UPLOAD_REJECTED',
    );
    await rejected(
      multipart(cvForm(uniqueEmail()), [{ field: 'cv', filename: 'cv.png', type: 'image/png', bytes: PNG_BYTES }]),
      'UPLOAD_REJECTED',
    );
    await rejected(
      multipart(cvForm(uniqueEmail()), [
        {
          field: 'cv',
          filename: 'cv.pdf',
          type: 'application/pdf',
          bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(30_000)]),
        },
      ]),
      'PAYLOAD_TOO_LARGE',
      413,
    );
    await rejected(
      multipart(cvForm(uniqueEmail()), [
        { field: 'photo', filename: 'x.pdf', type: 'application/pdf', bytes: PDF_BYTES },
      ]),
      'UPLOAD_REJECTED',
    );
    const quote = {
      form: 'devis-terrasse',
      data: JSON.stringify({ ...SAMPLE_FORMS['devis-terrasse'], email: uniqueEmail() }),
    };
    const photo = { field: 'photos', filename: 'jardin.png', type: 'image/png', bytes: PNG_BYTES };
    await rejected(multipart(quote, [photo, photo, photo, photo, photo, photo]), 'UPLOAD_REJECTED');
    await rejected(multipart({ form: 'contact', data: '{not json' }, []), 'VALIDATION_ERROR');
  });

  test('a quote from photos', async () => {
    const email = uniqueEmail('photo');
    const res = await post(
      multipart({ form: 'devis-cloture', data: JSON.stringify({ ...SAMPLE_FORMS['devis-cloture'], email }) }, [
        { field: 'photos', filename: 'a.png', type: 'image/png', bytes: PNG_BYTES },
        { field: 'photos', filename: 'b.png', type: 'image/png', bytes: PNG_BYTES },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await rowsOf(email);
    const files = await app.db.select().from(formUploads).where(eq(formUploads.submissionId, row!.id));
    expect(files.map((f) => f.mime)).toEqual(['image/png', 'image/png']);
    const onDisk = files.map((f) => path.join(t.dataDir, f.storedPath));
    expect(onDisk.every((file) => existsSync(file))).toBe(true);
    // Readable by the server's user only, the rewritten photos included (sharp writes them 0644).
    expect(onDisk.map((file) => statSync(file).mode & 0o777)).toEqual([0o600, 0o600]);
  });

  test('the rows are committed before the files are stored', async () => {
    const events: string[] = [];
    const transaction = app.db.transaction.bind(app.db);
    const tx = jest.spyOn(app.db, 'transaction').mockImplementation(async (...args) => {
      const result = await transaction(...args);
      events.push('committed');
      return result;
    });
    const put = app.storage.put.bind(app.storage);
    const store = jest.spyOn(app.storage, 'put').mockImplementation(async (...args) => {
      events.push('stored');
      return put(...args);
    });
    try {
      const email = uniqueEmail('cv');
      const res = await post(
        multipart(cvForm(email), [{ field: 'cv', filename: 'cv.pdf', type: 'application/pdf', bytes: PDF_BYTES }]),
      );
      expect(res.statusCode).toBe(200);
    } finally {
      tx.mockRestore();
      store.mockRestore();
    }
    expect(events).toEqual(['committed', 'stored']);
  });

  test('temporary files and stored files without a row a stopped process left are swept at start, recent ones kept', async () => {
    // A data directory of its own (with a copy of the seeded PGlite database when that is the one used).
    const dataDir = process.env.DATABASE_URL ? mkdtempSync(path.join(tmpdir(), 'arbora-sweep-')) : copyTemplate();
    const tmp = path.join(dataDir, 'uploads', 'tmp');
    mkdirSync(tmp, { recursive: true });
    writeFileSync(path.join(tmp, 'orphan'), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(path.join(tmp, 'orphan'), twoHoursAgo, twoHoursAgo);
    writeFileSync(path.join(tmp, 'in-flight'), 'x');
    // A stored photo no row names (moved into place before its row, by an older version) and a
    // write a stop cut short; a file just stored is left to the request storing it.
    const month = path.join(dataDir, 'uploads', '2001-01');
    mkdirSync(month, { recursive: true });
    for (const name of ['0b0e5a4c-orphan.png', '0b0e5a4c-cut.png.1234.part']) {
      writeFileSync(path.join(month, name), 'x');
      utimesSync(path.join(month, name), twoHoursAgo, twoHoursAgo);
    }
    writeFileSync(path.join(month, 'just-stored.png'), 'x');
    const other = await buildTestApp({ DATA_DIR: dataDir });
    try {
      expect(readdirSync(tmp)).toEqual(['in-flight']);
      await other.app.background.idle();
      expect(readdirSync(month)).toEqual(['just-stored.png']);
    } finally {
      await other.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('a stored file its row names is kept, however old', async () => {
    const email = uniqueEmail('photo');
    const photo = { field: 'photos', filename: 'a.png', type: 'image/png', bytes: PNG_BYTES };
    const quote = { form: 'devis-cloture', data: JSON.stringify({ ...SAMPLE_FORMS['devis-cloture'], email }) };
    expect((await post(multipart(quote, [photo]))).statusCode).toBe(200);
    const [row] = await rowsOf(email);
    const [upload] = await app.db.select().from(formUploads).where(eq(formUploads.submissionId, row!.id));
    const file = path.join(t.dataDir, upload!.storedPath);
    const orphan = path.join(path.dirname(file), 'no-row.png');
    writeFileSync(orphan, 'x');
    const later = Date.now() + 2 * 3600_000;
    const swept = await sweepOrphanUploads(app.db, app.storage, 3600_000, later);
    expect(swept).toContain(`${path.dirname(upload!.storedPath)}/no-row.png`);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(file)).toBe(true);
  });

  test('structure, not the first bytes: a DOCX passes, a ZIP holding evil.exe, %PDF then HTML, a JPEG header then PHP do not', async () => {
    const email = uniqueEmail('docx');
    const ok = await post(
      multipart(cvForm(email), [
        { field: 'cv', filename: 'cv.docx', type: 'application/octet-stream', bytes: DOCX_BYTES },
      ]),
    );
    expect(ok.statusCode).toBe(200);
    const evilDocx = zip([
      ['[Content_Types].xml', '<Types/>'],
      ['word/document.xml', '<w:document/>'],
      ['evil.exe', 'MZ'],
    ]);
    const fakeJpeg = Buffer.concat([
      Buffer.from('ffd8ffe000104a464946', 'hex'),
      Buffer.from('<?php system($_GET["c"]); ?>'),
    ]);
    const before = await app.db.select().from(formUploads);
    for (const [field, filename, bytes, form] of [
      ['cv', 'cv.docx', evilDocx, cvForm(uniqueEmail())],
      ['cv', 'cv.pdf', Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>'), cvForm(uniqueEmail())],
      [
        'photos',
        'photo.jpg',
        fakeJpeg,
        { form: 'devis-terrasse', data: JSON.stringify({ ...SAMPLE_FORMS['devis-terrasse'], email: uniqueEmail() }) },
      ],
    ] as const) {
      const res = await post(multipart(form, [{ field, filename, type: 'application/octet-stream', bytes }]));
      expect([filename, res.statusCode, res.json().code]).toEqual([filename, 400, 'UPLOAD_REJECTED']);
    }
    expect(await app.db.select().from(formUploads)).toHaveLength(before.length);
  });

  test('files stream to a temporary file that never outlives the request', async () => {
    const tmp = path.join(t.dataDir, 'uploads', 'tmp');
    await post(
      multipart(cvForm(uniqueEmail()), [
        {
          field: 'cv',
          filename: 'big.pdf',
          type: 'application/pdf',
          bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(30_000)]),
        },
      ]),
    );
    await post(
      multipart(cvForm(uniqueEmail()), [{ field: 'cv', filename: 'x.docx', type: 'x', bytes: zip([['a', 'b']]) }]),
    );
    await post(
      multipart(cvForm(uniqueEmail()), [
        { field: 'cv', filename: 'ok.pdf', type: 'application/pdf', bytes: PDF_BYTES },
      ]),
    );
    expect(readdirSync(tmp)).toEqual([]);
  });
});

describe('the team is told of every form (an e-mail to the site’s contact_email, queued with the row)', () => {
  /** The team's e-mails about a submission: the sender's (unique) address is in their fields. */
  const teamMails = async (email: string) =>
    (await app.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'form_submission'))).filter((mail) =>
      mail.text.includes(`Adresse e-mail\u00a0: ${email}`),
    );
  const post = (body: ReturnType<typeof multipart>) =>
    app.inject({ method: 'POST', url: '/v1/forms/send', ...body, ...fromNewIp() });
  const CV = { field: 'cv', filename: 'CV Léa <Martin>.pdf', type: 'application/pdf', bytes: PDF_BYTES };

  test('every form but the installer request (its own e-mail) queues one, with a subject naming it', async () => {
    const subjects: Record<string, string> = {};
    for (const form of FORM_NAMES) {
      if (form === 'trouvez-un-poseur') continue;
      const email = uniqueEmail(`team-${form}`);
      const data = JSON.stringify({ ...SAMPLE_FORMS[form], email });
      const res = form.startsWith('candidature')
        ? await post(multipart({ form, data }, [CV]))
        : await send(form, { ...SAMPLE_FORMS[form], email });
      expect([form, res.statusCode]).toEqual([form, 200]);
      const mails = await teamMails(email);
      expect([form, mails.length, mails[0]?.to]).toEqual([form, 1, 'contact@arbora.example']);
      subjects[form] = mails[0]!.subject;
    }
    expect(subjects).toEqual({
      'devis-bardage': 'Nouvelle demande de devis – Bardage',
      'devis-cloture': 'Nouvelle demande de devis – Clôture',
      'devis-portillon': 'Nouvelle demande de devis – Portillon',
      'devis-portail': 'Nouvelle demande de devis – Portail',
      'devis-terrasse': 'Nouvelle demande de devis – Terrasse',
      'echantillons-accessoires': 'Nouvelle demande d’échantillons – Accessoires',
      'echantillons-box': 'Nouvelle demande d’échantillons – Box',
      'echantillons-lames': 'Nouvelle demande d’échantillons – Lames',
      'rendez-vous': 'Nouvelle demande de rendez-vous – Nantes',
      'rendez-vous-pro': 'Nouvelle demande de rendez-vous professionnel – Angers',
      candidature: 'Nouvelle candidature – Technico-commercial',
      'candidature-spontanee': 'Nouvelle candidature spontanée – Poseur',
      'jeu-concours': 'Nouvelle participation au jeu-concours',
      contact: 'Nouveau message de contact – Un produit',
    });
  });

  test('a contact message: its fields labelled, the visitor’s text escaped in the HTML part', async () => {
    const email = uniqueEmail('team-contact');
    const message = 'Bonjour <script>alert(1)</script> & merci';
    expect((await send('contact', { ...SAMPLE_FORMS.contact, email, civility: 'Mme', message })).statusCode).toBe(200);
    const [mail] = await teamMails(email);
    expect(mail?.subject).toBe('Nouveau message de contact – Un produit');
    for (const line of [
      'Léa Martin a envoyé un message de contact sur le site.',
      'Civilité\u00a0: Madame',
      'Prénom\u00a0: Léa',
      'Nom\u00a0: Martin',
      'Téléphone\u00a0: 06 12 34 56 78',
      'Accord pour le traitement de ses données\u00a0: Oui',
      'Code postal\u00a0: 44000',
      'Sujet\u00a0: Un produit',
      `Message\u00a0: ${message}`,
    ])
      expect(mail?.text).toContain(line);
    expect(mail?.html).toContain('Bonjour &#60;script&#62;alert(1)&#60;/script&#62; &#38; merci');
    expect(mail?.html).not.toContain('<script>');
  });

  test('a quote: numbers with their unit, choices as the form words them, photos named, not attached', async () => {
    const email = uniqueEmail('team-devis');
    const res = await post(
      multipart(
        {
          form: 'devis-terrasse',
          data: JSON.stringify({ ...SAMPLE_FORMS['devis-terrasse'], email, surface_m2: '12,5', colour: 'Teck' }),
        },
        [{ field: 'photos', filename: 'jardin.png', type: 'image/png', bytes: PNG_BYTES }],
      ),
    );
    expect(res.statusCode).toBe(200);
    const [mail, ...more] = await teamMails(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Nouvelle demande de devis – Terrasse');
    for (const line of [
      'Surface\u00a0: 12,5\u00a0m²',
      'Autour d’une piscine\u00a0: Oui',
      'Coloris souhaité\u00a0: Teck',
      'Date de réalisation envisagée\u00a0: Je ne sais pas encore',
      'Message\u00a0: Autour d’une piscine.',
      'Fichiers enregistrés avec la demande (non joints à ce message)\nPhotos\u00a0: jardin.png',
    ])
      expect(mail?.text).toContain(line);
    expect(mail?.html).not.toContain(PNG_BYTES.toString('base64').slice(0, 40));
  });

  test('a job application: the job in the subject, the CV named (escaped), not attached', async () => {
    const email = uniqueEmail('team-cv');
    const data = JSON.stringify({ ...SAMPLE_FORMS.candidature, email, motivation: 'Dix ans de pose.' });
    expect((await post(multipart({ form: 'candidature', data }, [CV]))).statusCode).toBe(200);
    const [mail] = await teamMails(email);
    expect(mail?.subject).toBe('Nouvelle candidature – Technico-commercial');
    expect(mail?.text).toContain('Poste visé\u00a0: Technico-commercial');
    expect(mail?.text).toContain('Motivations\u00a0: Dix ans de pose.');
    expect(mail?.text).toContain('CV\u00a0: CV Léa <Martin>.pdf');
    expect(mail?.html).toContain('CV Léa &#60;Martin&#62;.pdf');
    expect(mail?.html).not.toContain('%PDF');
  });

  test('a stored form starts the mailer at once (kick), a refused or dropped one does not', async () => {
    const kick = jest.spyOn(app.mailer, 'kick');
    try {
      expect((await send('contact', { ...SAMPLE_FORMS.contact, email: uniqueEmail('kick') })).statusCode).toBe(200);
      expect(kick).toHaveBeenCalledTimes(1);
      const refused = { ...SAMPLE_FORMS.contact, email: uniqueEmail('kick-refused'), consent: false };
      expect((await send('contact', refused)).statusCode).toBe(400);
      const bot = { ...SAMPLE_FORMS.contact, email: uniqueEmail('kick-bot'), website: 'http://spam.example' };
      expect((await send('contact', bot)).statusCode).toBe(200);
      expect(kick).toHaveBeenCalledTimes(1);
    } finally {
      kick.mockRestore();
    }
  });

  test('a refused submission (400) queues nothing', async () => {
    const contact = uniqueEmail('team-refused');
    expect((await send('contact', { ...SAMPLE_FORMS.contact, email: contact, consent: false })).statusCode).toBe(400);
    const quote = uniqueEmail('team-refused-devis');
    expect(
      (await send('devis-terrasse', { ...SAMPLE_FORMS['devis-terrasse'], email: quote, surface_m2: -3 })).statusCode,
    ).toBe(400);
    const cv = uniqueEmail('team-refused-cv');
    const noCv = { form: 'candidature', data: JSON.stringify({ ...SAMPLE_FORMS.candidature, email: cv }) };
    expect((await post(multipart(noCv, []))).statusCode).toBe(400);
    const rows = await app.db.select({ text: emailOutbox.text }).from(emailOutbox);
    expect(rows.filter((row) => [contact, quote, cv].some((email) => row.text.includes(email)))).toEqual([]);
  });

  test('a second contest entry (409) queues nothing more', async () => {
    const email = uniqueEmail('team-contest');
    expect((await send('jeu-concours', { ...SAMPLE_FORMS['jeu-concours'], email })).statusCode).toBe(200);
    expect((await send('jeu-concours', { ...SAMPLE_FORMS['jeu-concours'], email })).statusCode).toBe(409);
    expect(await teamMails(email)).toHaveLength(1);
  });

  test('with files, the e-mail waits for them: not due while they are stored, withdrawn with the row if they cannot be', async () => {
    /**
     * Whether the team's e-mail about `email` is due (a sender would take it now), or was: the
     * mailer's poll (every 5 s) may already have taken it, its lease then in the future.
     */
    const due = async (email: string) => {
      const [mail] = await teamMails(email);
      if (!mail) return 'no mail';
      const [row] = await app.db
        .select({ due: sql<boolean>`${emailOutbox.status} <> 'pending' or ${emailOutbox.nextAttemptAt} <= now()` })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, mail.id));
      return row?.due ? 'due' : 'held';
    };
    const cvPost = (email: string) =>
      post(multipart({ form: 'candidature', data: JSON.stringify({ ...SAMPLE_FORMS.candidature, email }) }, [CV]));
    const put = app.storage.put.bind(app.storage);
    const seen: string[] = [];
    const stored = uniqueEmail('team-held');
    const watching = jest.spyOn(app.storage, 'put').mockImplementation(async (...args) => {
      seen.push(await due(stored));
      return put(...args);
    });
    try {
      expect((await cvPost(stored)).statusCode).toBe(200);
    } finally {
      watching.mockRestore();
    }
    expect(seen).toEqual(['held']);
    expect(await due(stored)).toBe('due');
    const lost = uniqueEmail('team-lost');
    const failing = jest.spyOn(app.storage, 'put').mockRejectedValue(new Error('the bucket refused it'));
    try {
      expect((await cvPost(lost)).statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await rowsOf(lost)).toEqual([]);
    expect(await teamMails(lost)).toEqual([]);
  });

  test('a submission whose storing fails queues nothing: the e-mail is in the transaction of the row', async () => {
    const transaction = app.db.transaction.bind(app.db);
    const failing = jest.spyOn(app.db, 'transaction').mockImplementation(async (run, ...rest) =>
      transaction(
        async (tx) => {
          await run(tx);
          throw new Error('the database went away before the commit');
        },
        ...rest,
      ),
    );
    const emails = ['contact', 'devis-terrasse'].map((form) => [form, uniqueEmail(`team-fail-${form}`)] as const);
    try {
      for (const [form, email] of emails)
        expect((await send(form, { ...SAMPLE_FORMS[form], email })).statusCode).toBe(500);
      const cv = uniqueEmail('team-fail-cv');
      const data = JSON.stringify({ ...SAMPLE_FORMS.candidature, email: cv });
      expect((await post(multipart({ form: 'candidature', data }, [CV]))).statusCode).toBe(500);
      emails.push(['candidature', cv]);
    } finally {
      failing.mockRestore();
    }
    for (const [form, email] of emails) {
      expect([form, await rowsOf(email)]).toEqual([form, []]);
      expect([form, await teamMails(email)]).toEqual([form, []]);
    }
  });
});

describe('« Répondre » to the team’s e-mail writes back to the visitor (Reply-To)', () => {
  /** The outbox row of the team's e-mail about a submission (its kind), found by the sender's address. */
  const teamMail = async (email: string, kind = 'form_submission') => {
    const mails = (await app.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind))).filter((mail) =>
      mail.text.includes(email),
    );
    expect(mails).toHaveLength(1);
    return mails[0]!;
  };
  /** The headers of a delivered message (the .eml the test app writes without SMTP), one per line, unfolded. */
  const deliveredHeaders = async (id: number) => {
    await app.mailer.drain();
    const [row] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', deliveredTo: expect.stringMatching(/\.eml$/) });
    const eml = readFileSync(row!.deliveredTo!, 'utf8');
    return eml
      .slice(0, eml.indexOf('\n\n'))
      .replace(/\n[ \t]+/g, ' ')
      .split('\n');
  };
  const header = (headers: string[], name: string) => headers.filter((line) => line.startsWith(`${name}: `));

  test('a contact message: reply_to is the visitor, named; the delivered message has the Reply-To header', async () => {
    const email = uniqueEmail('reply-contact');
    expect((await send('contact', { ...SAMPLE_FORMS.contact, email })).statusCode).toBe(200);
    const mail = await teamMail(email);
    expect(mail.replyTo).toBe(`"Léa Martin" <${email}>`);
    const headers = await deliveredHeaders(mail.id);
    // The name's é is encoded by nodemailer (RFC 2047), the address as typed.
    expect(header(headers, 'Reply-To')).toEqual([`Reply-To: =?UTF-8?Q?L=C3=A9a_Martin?= <${email}>`]);
    expect(header(headers, 'To')).toEqual(['To: contact@arbora.example']);
  });

  test('an installer request too; the shop’s own e-mails (an activation) have none', async () => {
    const email = uniqueEmail('reply-poseur');
    const data = { ...SAMPLE_FORMS['trouvez-un-poseur'], email, firstname: 'Jean "Jo"', lastname: 'Dupont' };
    expect((await send('trouvez-un-poseur', data)).statusCode).toBe(200);
    const mail = await teamMail(email, 'installer_request');
    expect(mail.replyTo).toBe(`"Jean \\"Jo\\" Dupont" <${email}>`);
    expect(header(await deliveredHeaders(mail.id), 'Reply-To')).toEqual([
      `Reply-To: "Jean \\"Jo\\" Dupont" <${email}>`,
    ]);

    const { email: customer } = await newCustomer(app);
    const [activation] = await app.repos.outbox.to(customer);
    expect(activation).toMatchObject({ kind: 'activation', replyTo: null });
    expect(header(await deliveredHeaders(activation!.id), 'Reply-To')).toEqual([]);
  });

  test('a line break never reaches a header: a name on two lines is one, a stored value with CR/LF is left out', async () => {
    const email = uniqueEmail('reply-inject');
    const lastname = 'Martin\r\nBcc: victim@exemple.fr';
    expect((await send('contact', { ...SAMPLE_FORMS.contact, email, lastname })).statusCode).toBe(200);
    const mail = await teamMail(email);
    expect(mail.replyTo).toBe(`"Léa Martin Bcc: victim@exemple.fr" <${email}>`);
    const headers = await deliveredHeaders(mail.id);
    expect(header(headers, 'Reply-To')).toHaveLength(1);
    expect(header(headers, 'Bcc')).toEqual([]);
    expect(headers.join('\n')).not.toContain('\nBcc:');

    // A row written by anything else with a forged value: delivered, without Reply-To or Bcc.
    const [forged] = await app.db
      .insert(emailOutbox)
      .values({
        kind: 'form_submission',
        to: 'contact@arbora.example',
        subject: 'Forgé',
        text: 'x',
        html: '<p>x</p>',
        replyTo: 'lea@exemple.fr\r\nBcc: victim@exemple.fr',
      })
      .returning({ id: emailOutbox.id });
    const forgedHeaders = await deliveredHeaders(forged!.id);
    expect(header(forgedHeaders, 'Reply-To')).toEqual([]);
    expect(header(forgedHeaders, 'Bcc')).toEqual([]);
    expect(forgedHeaders.join('\n')).not.toContain('victim@exemple.fr');
  });
});

describe('the visitor hears back: an acknowledgement to the address they typed, queued with the row', () => {
  const post = (body: ReturnType<typeof multipart>) =>
    app.inject({ method: 'POST', url: '/v1/forms/send', ...body, ...fromNewIp() });
  const CV = { field: 'cv', filename: 'CV Léa <Martin>.pdf', type: 'application/pdf', bytes: PDF_BYTES };
  /** Sends a form as its page does: the applications with their CV (required). */
  const submit = (form: string, data: Record<string, unknown>) =>
    form.startsWith('candidature') ? post(multipart({ form, data: JSON.stringify(data) }, [CV])) : send(form, data);
  /** The acknowledgements queued to `email` (unique per test). */
  const acks = async (email: string) =>
    app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'form_acknowledgement'), eq(emailOutbox.to, email)));
  /** The team's e-mails about the submission from `email` (the installer request has its own kind). */
  const teamMails = async (email: string) =>
    (await app.db.select().from(emailOutbox)).filter(
      (mail) =>
        ['form_submission', 'installer_request'].includes(mail.kind) &&
        mail.to === 'contact@arbora.example' &&
        mail.text.includes(email),
    );

  test('every form queues exactly one acknowledgement to the visitor and one e-mail to the team; Reply-To the team', async () => {
    const subjects: Record<string, string> = {};
    for (const form of FORM_NAMES) {
      const email = uniqueEmail(`ack-${form}`);
      const res = await submit(form, { ...SAMPLE_FORMS[form], email });
      expect([form, res.statusCode]).toEqual([form, 200]);
      const [ack, ...more] = await acks(email);
      expect([form, more.length, (await teamMails(email)).length]).toEqual([form, 0, 1]);
      expect([form, ack?.replyTo]).toEqual([form, '"Arbora SAS" <contact@arbora.example>']);
      expect([form, ack?.text]).toEqual([form, expect.stringContaining('Bonjour Léa,')]);
      subjects[form] = ack!.subject;
    }
    expect(subjects).toEqual({
      'devis-bardage': 'Nous avons bien reçu votre demande de devis',
      'devis-cloture': 'Nous avons bien reçu votre demande de devis',
      'devis-portillon': 'Nous avons bien reçu votre demande de devis',
      'devis-portail': 'Nous avons bien reçu votre demande de devis',
      'devis-terrasse': 'Nous avons bien reçu votre demande de devis',
      'echantillons-accessoires': 'Nous avons bien reçu votre demande d’échantillons',
      'echantillons-box': 'Nous avons bien reçu votre demande d’échantillons',
      'echantillons-lames': 'Nous avons bien reçu votre demande d’échantillons',
      'rendez-vous': 'Nous avons bien reçu votre demande de rendez-vous',
      'rendez-vous-pro': 'Nous avons bien reçu votre demande de rendez-vous',
      candidature: 'Votre candidature a bien été reçue',
      'candidature-spontanee': 'Votre candidature spontanée a bien été reçue',
      'jeu-concours': 'Votre participation au jeu-concours est enregistrée',
      contact: 'Nous avons bien reçu votre message',
      'trouvez-un-poseur': 'Nous avons bien reçu votre demande de poseur',
    });
  });

  test('what happens next is what the confirmation page says, word for word (« sous 48 heures ouvrées »…)', async () => {
    // The page the site shows after the form (mfe-forms) lists these steps: one source in shared.
    const pageSteps = (route: string): string[] =>
      Object.values(FORM_CONFIRMATIONS[route as FormConfirmationRoute]?.next ?? {});
    for (const form of FORM_NAMES) {
      const email = uniqueEmail(`ack-next-${form}`);
      const res = await submit(form, { ...SAMPLE_FORMS[form], email });
      expect([form, res.statusCode]).toEqual([form, 200]);
      const route = res.json().data.confirmation_route as string;
      const [ack] = await acks(email);
      // The e-mail's « Et maintenant ? » steps: its lines after that title, each « – … ».
      const panel = ack!.text.split('\n\n').find((part) => part.startsWith('Et maintenant\u00a0?\n'))!;
      const steps = panel
        .split('\n')
        .slice(1)
        .map((line) => line.replace(/^– /, ''));
      expect([form, steps.length > 0]).toEqual([form, true]);
      const promised = pageSteps(route);
      for (const step of steps) expect([form, step, promised.includes(step)]).toEqual([form, step, true]);
      // The page's first step (the delay, when it gives one) is always repeated.
      expect([form, steps[0]]).toEqual([form, promised[0]]);
    }
    const email = uniqueEmail('ack-next-48');
    await send('contact', { ...SAMPLE_FORMS.contact, email });
    expect((await acks(email))[0]?.text).toContain('sous 48\u00a0heures ouvrées');
    expect(pageSteps('/form/confirmation')[0]).toContain('sous 48\u00a0heures ouvrées');
    // A quote without a phone number (optional) is not promised a call « au numéro indiqué ».
    const noPhone = uniqueEmail('ack-next-no-phone');
    expect(
      (await send('devis-terrasse', { ...SAMPLE_FORMS['devis-terrasse'], email: noPhone, phone: '' })).statusCode,
    ).toBe(200);
    const [quote] = await acks(noPhone);
    expect([quote?.text.includes('numéro indiqué'), quote?.text.includes(QUOTE_CALL_WITHOUT_PHONE)]).toEqual([
      false,
      true,
    ]);
    expect(quote?.text).toContain(pageSteps('/devis/confirmation')[0]);
  });

  test('the visitor’s text is escaped in the HTML part; the CV is named (escaped), never attached', async () => {
    const email = uniqueEmail('ack-escape');
    const motivation = 'Bonjour <script>alert(1)</script> & <b>merci</b>';
    const data = { ...SAMPLE_FORMS.candidature, email, firstname: 'Léa <img src=x>', motivation };
    expect((await submit('candidature', data)).statusCode).toBe(200);
    const [ack] = await acks(email);
    expect(ack?.text).toContain(`Motivations\u00a0: ${motivation}`);
    expect(ack?.text).toContain('CV\u00a0: CV Léa <Martin>.pdf');
    expect(ack?.html).toContain('Bonjour &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#60;b&#62;merci&#60;/b&#62;');
    expect(ack?.html).toContain('Bonjour Léa &#60;img src=x&#62;,');
    expect(ack?.html).toContain('CV Léa &#60;Martin&#62;.pdf');
    for (const raw of ['<script>', '<b>merci', '<img src=x>', '%PDF', PDF_BYTES.toString('base64').slice(0, 24)])
      expect([raw, ack?.html.includes(raw)]).toEqual([raw, false]);
  });

  test('a refused form (400) or a second contest entry (409) queues no acknowledgement, nor a failed store', async () => {
    const refused = uniqueEmail('ack-400');
    expect((await send('contact', { ...SAMPLE_FORMS.contact, email: refused, consent: false })).statusCode).toBe(400);
    const noCv = uniqueEmail('ack-400-cv');
    expect(
      (
        await post(
          multipart({ form: 'candidature', data: JSON.stringify({ ...SAMPLE_FORMS.candidature, email: noCv }) }, []),
        )
      ).statusCode,
    ).toBe(400);
    expect([...(await acks(refused)), ...(await acks(noCv))]).toEqual([]);

    const contest = uniqueEmail('ack-409');
    expect((await send('jeu-concours', { ...SAMPLE_FORMS['jeu-concours'], email: contest })).statusCode).toBe(200);
    expect((await send('jeu-concours', { ...SAMPLE_FORMS['jeu-concours'], email: contest })).statusCode).toBe(409);
    expect(await acks(contest)).toHaveLength(1);

    // The row's transaction fails at its commit: neither the team nor the visitor hears of it.
    const transaction = app.db.transaction.bind(app.db);
    const failing = jest.spyOn(app.db, 'transaction').mockImplementation(async (run, ...rest) =>
      transaction(
        async (tx) => {
          await run(tx);
          throw new Error('the database went away before the commit');
        },
        ...rest,
      ),
    );
    const lost = uniqueEmail('ack-500');
    try {
      expect((await send('contact', { ...SAMPLE_FORMS.contact, email: lost })).statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect([await acks(lost), await teamMails(lost)]).toEqual([[], []]);
  });

  test('with files, the acknowledgement waits for them like the team’s e-mail, and goes with the row if they cannot be stored', async () => {
    const held = async (email: string) => {
      const rows = await app.db
        .select({
          kind: emailOutbox.kind,
          due: sql<boolean>`${emailOutbox.status} <> 'pending' or ${emailOutbox.nextAttemptAt} <= now()`,
        })
        .from(emailOutbox)
        .where(sql`${emailOutbox.to} = ${email} or ${emailOutbox.text} like ${`%${email}%`}`);
      return rows.map((row) => `${row.kind}: ${row.due ? 'due' : 'held'}`).sort();
    };
    const cvPost = (email: string) =>
      post(multipart({ form: 'candidature', data: JSON.stringify({ ...SAMPLE_FORMS.candidature, email }) }, [CV]));
    const put = app.storage.put.bind(app.storage);
    const seen: string[][] = [];
    const stored = uniqueEmail('ack-held');
    const watching = jest.spyOn(app.storage, 'put').mockImplementation(async (...args) => {
      seen.push(await held(stored));
      return put(...args);
    });
    try {
      expect((await cvPost(stored)).statusCode).toBe(200);
    } finally {
      watching.mockRestore();
    }
    expect(seen).toEqual([['form_acknowledgement: held', 'form_submission: held']]);
    expect(await held(stored)).toEqual(['form_acknowledgement: due', 'form_submission: due']);

    const lost = uniqueEmail('ack-lost');
    const failing = jest.spyOn(app.storage, 'put').mockRejectedValue(new Error('the bucket refused it'));
    try {
      expect((await cvPost(lost)).statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await held(lost)).toEqual([]);
  });

  test('a refused form spends none of the visitor’s allowance: refused ones (409, 400, 429), then stored ones are acknowledged up to it', async () => {
    const email = uniqueEmail('ack-refused');
    const contest = { ...SAMPLE_FORMS['jeu-concours'], email };
    expect((await send('jeu-concours', contest)).statusCode).toBe(200);
    // MAIL_PER_RECIPIENT_HOURLY (3 by default) second contest entries, refused.
    for (let i = 0; i < 3; i += 1) expect((await send('jeu-concours', contest)).statusCode).toBe(409);
    for (let i = 0; i < 3; i += 1)
      expect((await send('contact', { ...SAMPLE_FORMS.contact, email, consent: false })).statusCode).toBe(400);
    // Past the per-address rate limit (FORMS_RATE_LIMIT, 10 a minute): answered before the route.
    const ip = fromNewIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push((await send('contact', { ...SAMPLE_FORMS.contact, email: uniqueEmail('ack-rl') }, ip)).statusCode);
    expect(codes[10]).toBe(429);
    expect((await send('contact', { ...SAMPLE_FORMS.contact, email }, ip)).statusCode).toBe(429);
    expect(await acks(email)).toHaveLength(1);
    // The next stored forms are acknowledged, up to the allowance (the contest entry was the first).
    for (let i = 0; i < 3; i += 1)
      expect((await send('contact', { ...SAMPLE_FORMS.contact, email })).statusCode).toBe(200);
    expect(await rowsOf(email)).toHaveLength(4);
    expect(await acks(email)).toHaveLength(3);
  });

  test('a store that fails spends none of the allowance either', async () => {
    const email = uniqueEmail('ack-fail-quota');
    const transaction = app.db.transaction.bind(app.db);
    const failing = jest.spyOn(app.db, 'transaction').mockImplementation(async (run, ...rest) =>
      transaction(
        async (tx) => {
          await run(tx);
          throw new Error('the database went away before the commit');
        },
        ...rest,
      ),
    );
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await send('contact', { ...SAMPLE_FORMS.contact, email })).statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(
      await app.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, `mail-to:${email}`)),
    ).toEqual([]);
    expect((await send('contact', { ...SAMPLE_FORMS.contact, email })).statusCode).toBe(200);
    expect(await acks(email)).toHaveLength(1);
  });

  test('past the allowance of e-mails to one address (anyone can type anyone’s), the form is stored and the team told, the visitor not written to again', async () => {
    const email = uniqueEmail('ack-flood');
    for (let i = 0; i < 4; i += 1)
      expect((await send('contact', { ...SAMPLE_FORMS.contact, email })).statusCode).toBe(200);
    expect(await rowsOf(email)).toHaveLength(4);
    expect(await teamMails(email)).toHaveLength(4);
    // MAIL_PER_RECIPIENT_HOURLY (3 by default) in an hour.
    expect(await acks(email)).toHaveLength(3);
  });
});

describe('a product named by its slug (?produit=) is named in the e-mails, read before the row is stored', () => {
  const teamMail = async (email: string) =>
    (await app.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'form_submission'))).filter((mail) =>
      mail.text.includes(`Adresse e-mail\u00a0: ${email}`),
    );
  const ack = async (email: string) =>
    app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'form_acknowledgement'), eq(emailOutbox.to, email)));

  test('a sample request or a quote: the product’s name and reference, not its slug; an unknown slug as sent', async () => {
    const [product] = await app.db
      .select({ slug: products.slug, name: products.name, reference: products.reference })
      .from(products)
      .where(eq(products.siteId, 1))
      .limit(1);
    const named = `Produit\u00a0: ${product!.name} (réf.\u00a0${product!.reference})`;
    for (const [form, slug] of [
      ['echantillons-lames', product!.slug],
      ['echantillons-box', `p-${product!.slug}`],
      ['devis-terrasse', product!.slug],
    ] as const) {
      const email = uniqueEmail(`product-${form}`);
      expect((await send(form, { ...SAMPLE_FORMS[form], email, product: slug })).statusCode).toBe(200);
      const [mail] = await teamMail(email);
      expect([form, mail?.text.includes(named), mail?.text.includes(`Produit\u00a0: ${slug}`)]).toEqual([
        form,
        true,
        false,
      ]);
      expect([form, (await ack(email))[0]?.text.includes(named)]).toEqual([form, true]);
    }
    const email = uniqueEmail('product-unknown');
    const old = 'lame-retiree-du-catalogue';
    expect(
      (await send('echantillons-box', { ...SAMPLE_FORMS['echantillons-box'], email, product: old })).statusCode,
    ).toBe(200);
    expect((await teamMail(email))[0]?.text).toContain(`Produit\u00a0: ${old}`);
  });
});

describe('the e-mails are built before the transaction that stores the form: it only writes', () => {
  /** Runs `act` watching each transaction: the query methods called on it, and whether one is open. */
  async function watched(act: () => Promise<void>) {
    const inTransaction: string[] = [];
    let open = false;
    const transaction = app.db.transaction.bind(app.db);
    const tx = jest.spyOn(app.db, 'transaction').mockImplementation(async (run, ...rest) =>
      transaction(
        async (inner) => {
          const spies = (['select', 'insert', 'update', 'delete', 'execute'] as const).map(
            (method) => [method, jest.spyOn(inner, method)] as const,
          );
          open = true;
          try {
            return await run(inner);
          } finally {
            open = false;
            for (const [method, spy] of spies) if (spy.mock.calls.length) inTransaction.push(method);
          }
        },
        ...rest,
      ),
    );
    const rendered: string[] = [];
    render.mockImplementation(async (shop, message) => {
      rendered.push(`${message.kind}${open ? ' (in the transaction)' : ''}`);
      return renderForReal(shop, message);
    });
    try {
      await act();
    } finally {
      tx.mockRestore();
      render.mockReset();
      render.mockImplementation(renderForReal);
    }
    return { inTransaction, rendered };
  }

  test('a quote naming a product, an installer request: rendered, product and shop read, before; the transaction inserts and counts', async () => {
    const [product] = await app.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.siteId, 1))
      .limit(1);
    for (const [form, data] of [
      ['devis-terrasse', { ...SAMPLE_FORMS['devis-terrasse'], product: product!.slug }],
      ['trouvez-un-poseur', SAMPLE_FORMS['trouvez-un-poseur']!],
      ['contact', SAMPLE_FORMS.contact!],
    ] as const) {
      const email = uniqueEmail(`tx-${form}`);
      const seen = await watched(async () => {
        expect((await send(form, { ...data, email })).statusCode).toBe(200);
      });
      const team = form === 'trouvez-un-poseur' ? 'installer_request' : 'form_submission';
      expect([form, seen.rendered]).toEqual([form, [team, 'form_acknowledgement']]);
      // The row and the e-mails (insert), the visitor's allowance (one upsert statement): no read.
      expect([form, [...new Set(seen.inTransaction)].sort()]).toEqual([form, ['execute', 'insert']]);
      const queued = await app.db.select({ kind: emailOutbox.kind }).from(emailOutbox).where(eq(emailOutbox.to, email));
      expect([form, queued.map((m) => m.kind)]).toEqual([form, ['form_acknowledgement']]);
    }
  });

  test('a template that fails: 500 INTERNAL_ERROR, no transaction opened, nothing stored nor queued, no allowance spent', async () => {
    const email = uniqueEmail('tx-template');
    let res: Awaited<ReturnType<typeof send>> | undefined;
    const seen = await watched(async () => {
      render.mockImplementation(async () => {
        throw new Error('mjml: template error');
      });
      res = await send('contact', { ...SAMPLE_FORMS.contact, email });
    });
    expect([res?.statusCode, res?.json().code]).toEqual([500, 'INTERNAL_ERROR']);
    expect(seen.inTransaction).toEqual([]);
    expect(await rowsOf(email)).toEqual([]);
    expect(await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toEqual([]);
    expect(
      await app.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, `mail-to:${email}`)),
    ).toEqual([]);
  });
});
