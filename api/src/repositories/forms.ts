import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import path from 'node:path';
import type { Db } from '../db/client';
import { emailOutbox, formSubmissions, formUploads } from '../db/schema/index';
import { AppError } from '../lib/errors';
import type { MailContent } from '../mail/templates';
import type { Sniffed } from '../lib/uploads';
import type { ObjectStorage } from '../storage/index';

/** The transaction a submission is stored in: its e-mails are written there. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A checked upload waiting in its temporary file; storing copies it to the object storage. */
export type StoredFile = { field: string; originalName: string; tempPath: string; kind: Sniffed };

/**
 * How long the e-mail of a submission with files waits before it is due, unless released once its
 * files are stored: a process that stops in between sends it late, never loses it.
 */
const MAIL_HELD_SECONDS = 3600;

/**
 * Form submissions and their files. Files go to the object storage under `uploads/<month>/` with
 * random names (never the sender's): on disk that is DATA_DIR/uploads, outside anything a web
 * server serves, readable by the server's user only (0600); with S3, the bucket every replica reads.
 * `stored_path` holds the storage key. The rows are committed first, then the files are stored: a
 * crash in between leaves a row without its file, never a file nobody knows of (and the temporary
 * file is swept at start, as stored files no row names: sweepOrphanUploads).
 */
export function createFormRepository(db: Db, storage: ObjectStorage) {
  return {
    async store(
      siteId: number,
      form: string,
      email: string | null,
      payload: Record<string, unknown>,
      files: StoredFile[],
      /**
       * the e-mails the submission sends (to the team, to the visitor), queued in its transaction:
       * sent exactly when it is stored (with files, once they are: withdrawn with the row if they
       * cannot be). Called once the row is inserted; render them before the call, since the
       * transaction holds the database meanwhile: this only picks them (and may count an allowance
       * on `tx`, which then goes with the row)
       */
      mails?: (tx: Tx) => Promise<MailContent[]>,
    ): Promise<number> {
      const dir = `uploads/${new Date().toISOString().slice(0, 7)}`;
      const placed = files.map((file) => ({
        file,
        stored: `${dir}/${randomUUID()}.${file.kind.ext}`,
        size: statSync(file.tempPath).size,
      }));
      const { id, mailIds } = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(formSubmissions)
          .values({ siteId, form, email, payload })
          .onConflictDoNothing()
          .returning({ id: formSubmissions.id });
        if (!row)
          throw new AppError(
            409,
            'CONTEST_ALREADY_ENTERED',
            'This e-mail address has already entered the contest',
            'data.email',
          );
        // With files, the e-mails wait for them (released below, withdrawn if they cannot be stored).
        const written = mails ? await mails(tx) : [];
        const queued = written.length
          ? await tx
              .insert(emailOutbox)
              .values(
                written.map((mail) =>
                  placed.length
                    ? { ...mail, nextAttemptAt: sql`now() + make_interval(secs => ${MAIL_HELD_SECONDS})` }
                    : mail,
                ),
              )
              .returning({ id: emailOutbox.id })
          : [];
        for (const { file, stored, size } of placed) {
          await tx.insert(formUploads).values({
            submissionId: row.id,
            field: file.field,
            originalName: file.originalName.slice(0, 200),
            storedPath: stored,
            mime: file.kind.mime,
            size,
          });
        }
        return { id: row.id, mailIds: queued.map((mail) => mail.id) };
      });
      const pendingMail = mailIds.length
        ? and(inArray(emailOutbox.id, mailIds), eq(emailOutbox.status, 'pending'))
        : null;
      const moved: string[] = [];
      try {
        for (const { file, stored } of placed) {
          // Uploads are at most UPLOAD_MAX_BYTES (5 MB by default): sent whole, like S3 wants them.
          await storage.put(stored, await readFile(file.tempPath), { contentType: file.kind.mime });
          moved.push(stored);
        }
      } catch (err) {
        // The submission is not kept without its files (its uploads go with it, on cascade).
        await Promise.all(moved.map((key) => storage.delete(key).catch(() => undefined)));
        // Nor are its e-mails: neither the team nor the visitor is told of a submission that is not kept.
        await db.transaction(async (tx) => {
          if (pendingMail) await tx.delete(emailOutbox).where(pendingMail);
          await tx.delete(formSubmissions).where(eq(formSubmissions.id, id));
        });
        throw err;
      }
      if (pendingMail && placed.length)
        await db
          .update(emailOutbox)
          .set({ nextAttemptAt: sql`now()` })
          .where(pendingMail);
      return id;
    },
  };
}
export type FormRepository = ReturnType<typeof createFormRepository>;

/**
 * Removes the temporary upload files older than `olderThanMs`: left by a process that stopped in
 * the middle of a request. Younger ones may belong to a request another server is still serving.
 */
export function sweepTemporaryUploads(tmpDir: string, olderThanMs: number, now = Date.now()): string[] {
  const swept: string[] = [];
  for (const name of readdirSync(tmpDir)) {
    const file = path.join(tmpDir, name);
    try {
      if (now - statSync(file).mtimeMs < olderThanMs) continue;
      rmSync(file, { force: true, recursive: true });
      swept.push(name);
    } catch {
      // Gone meanwhile (its request finished): nothing to sweep.
    }
  }
  return swept;
}

/** A stored upload's key: `uploads/<month>/<name>` (the temporary files are swept on their own). */
const UPLOAD_KEY = /^uploads\/\d{4}-\d{2}\/[^/]+$/;

/**
 * Removes the stored uploads (filesystem or S3) that no row names and that are older than
 * `olderThanMs`: a file moved into place before its row existed (before the rows came first, a
 * crash could leave one), the `.part` of a write a stop cut short. Since the rows are committed
 * first, a younger object without one can only be a submission failing right now (its files are
 * being removed): left alone. Returns the storage keys removed.
 */
export async function sweepOrphanUploads(
  db: Db,
  storage: ObjectStorage,
  olderThanMs: number,
  now = Date.now(),
): Promise<string[]> {
  const old: string[] = [];
  for await (const object of storage.list('uploads'))
    if (UPLOAD_KEY.test(object.key) && now - object.modified.getTime() >= olderThanMs) old.push(object.key);
  const swept: string[] = [];
  for (let i = 0; i < old.length; i += 500) {
    const batch = old.slice(i, i + 500);
    const rows = await db
      .select({ key: formUploads.storedPath })
      .from(formUploads)
      .where(inArray(formUploads.storedPath, batch));
    const known = new Set(rows.map((r) => r.key));
    for (const key of batch) {
      if (known.has(key)) continue;
      try {
        await storage.delete(key);
        swept.push(key);
      } catch {
        // A name the storage refuses as a key, or gone meanwhile: the next start tries again.
      }
    }
  }
  return swept;
}
