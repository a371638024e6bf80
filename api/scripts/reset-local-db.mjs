// `npm run db:reset -w @arbora/api`: deletes the local PGlite database (DATA_DIR/pglite, `.data/pglite`
// by default) so the next `npm start` migrates and seeds it afresh with the current seed. Everything
// created in it goes too (accounts, carts, orders); e-mails, uploads and invoices under DATA_DIR stay.
// Stop the site first. It never touches PostgreSQL: with DATABASE_URL set it refuses.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: this command only deletes the local PGlite database. Seed a new empty PostgreSQL database instead.',
  );
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR || path.join(repoRoot, '.data'));
const dir = path.join(dataDir, 'pglite');
if (!existsSync(dir)) {
  console.log(`No local database at ${dir}: the next start seeds a new one.`);
} else {
  rmSync(dir, { recursive: true, force: true });
  console.log(`Deleted ${dir}: the next start (npm start) migrates and seeds it afresh.`);
}
