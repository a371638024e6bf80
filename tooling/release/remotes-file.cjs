// The remotes.json the shell re-reads on each request (REMOTES_FILE): what a release promotes,
// and what the retention rule keeps. An entry names one version:
//   { "name": "content", "version": "1.4.0", "entry": "<release server>/content/1.4.0/mf-manifest.json",
//     "integrity": "sha384-…" }   (integrity: the digest of that release's integrity.json)
// or, during a canary, weighted versions: { "name": "content", "versions": [{ "version", "entry",
// "integrity", "weight" }, …] }. A promotion edits that remote's entry and nothing else.
const { existsSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

/** The remotes.json to use: the option, else REMOTES_FILE, else <repo>/remotes.json. */
function remotesFileOf(option) {
  return path.resolve(option ?? process.env.REMOTES_FILE ?? path.join(ROOT, 'remotes.json'));
}

function readRemotesFile(file) {
  if (!existsSync(file)) return { remotes: [] };
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  return { ...parsed, remotes: Array.isArray(parsed.remotes) ? parsed.remotes : [] };
}

/** The versions of `name` the file names (one, or a canary's). */
function pinnedVersions(file, name) {
  const entry = readRemotesFile(file).remotes.find((remote) => remote.name === name);
  const versions = new Set();
  if (entry?.version) versions.add(entry.version);
  for (const weighted of entry?.versions ?? []) if (weighted.version) versions.add(weighted.version);
  return versions;
}

/** Writes the file whole (a reader never sees half of it). */
function writeRemotesFile(file, config) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`);
  renameSync(temporary, file);
}

/**
 * Points `name` at one released version (promotion, or rollback to a kept one); the other remotes'
 * entries and the file's other fields stay as they are.
 * @param {{ version: string, entry: string, integrity: string, ssrUrl?: string }} release
 */
function promote(file, name, release) {
  const config = readRemotesFile(file);
  const entry = { name, ...release };
  const index = config.remotes.findIndex((remote) => remote.name === name);
  const remotes = [...config.remotes];
  if (index === -1) remotes.push(entry);
  else remotes[index] = entry;
  writeRemotesFile(file, { ...config, remotes });
  return entry;
}

module.exports = { remotesFileOf, readRemotesFile, pinnedVersions, writeRemotesFile, promote };
