import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { formSubmissions, formUploads } from '../db/schema/index';
import { AppError } from '../lib/errors';
import type { Sniffed } from '../lib/uploads';

/** A checked upload waiting in its temporary file; storing moves it into place. */
export type StoredFile = { field: string; originalName: string; tempPath: string; kind: Sniffed };

/**
 * Form submissions and their files. Files go under DATA_DIR/uploads with random names (never
 * the sender's), outside anything a web server serves; rows and files are written together.
 */
export function createFormRepository(db: Db, uploadDir: string) {
  return {
    async store(
      siteId: number,
      form: string,
      email: string | null,
      payload: Record<string, unknown>,
      files: StoredFile[],
    ): Promise<number> {
      const written: string[] = [];
      try {
        return await db.transaction(async (tx) => {
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
          const month = new Date().toISOString().slice(0, 7);
          for (const file of files) {
            const dir = path.join(uploadDir, month);
            mkdirSync(dir, { recursive: true });
            const stored = path.join(dir, `${randomUUID()}.${file.kind.ext}`);
            renameSync(file.tempPath, stored);
            written.push(stored);
            await tx.insert(formUploads).values({
              submissionId: row.id,
              field: file.field,
              originalName: file.originalName.slice(0, 200),
              storedPath: stored,
              mime: file.kind.mime,
              size: statSync(stored).size,
            });
          }
          return row.id;
        });
      } catch (err) {
        for (const file of written) rmSync(file, { force: true });
        throw err;
      }
    },
  };
}
export type FormRepository = ReturnType<typeof createFormRepository>;
