import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema/index';

/**
 * The value of a secret: the environment's when set, otherwise one generated on first use and
 * kept in the database. A stateless replica or a restart then signs with the same key, and a
 * deployment that forgot the variable still never runs on a guessable default.
 */
export async function resolveSecret(db: Db, name: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  // Concurrent first starts race here: the first insert wins and everyone reads it back.
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
