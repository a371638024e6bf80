// The integrity digest of a release folder: `integrity.json` lists every file of the folder with
// its SHA-384 in the Subresource Integrity form (`sha384-<base64>`), the form a browser's
// `integrity` attribute takes, so one digest serves the shell server's check of the Node build
// and the browser's check of remoteEntry.js. The shell pins the digest of integrity.json itself
// in remotes.json (`integrity`), so a file changed after the release is refused.
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const INTEGRITY_FILE = 'integrity.json';
const ALGORITHM = 'sha384';

/** `sha384-<base64>` of some bytes. */
function sriOf(bytes) {
  return `${ALGORITHM}-${createHash(ALGORITHM).update(bytes).digest('base64')}`;
}

/** Every file under `dir`, as paths relative to it with `/` separators, sorted. */
function filesUnder(dir, prefix = '') {
  const files = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...filesUnder(dir, relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

/**
 * The digest of a release folder (every file but integrity.json).
 * @param {string} dir
 * @param {{ remote: string, version: string, commit: string }} release
 */
function digestOf(dir, release) {
  const files = {};
  for (const file of filesUnder(dir)) {
    if (file === INTEGRITY_FILE) continue;
    files[file] = sriOf(readFileSync(path.join(dir, file)));
  }
  return { ...release, algorithm: ALGORITHM, files };
}

/** Writes integrity.json into `dir`; returns the pin for remotes.json (the SRI of that file). */
function writeIntegrity(dir, release) {
  const text = `${JSON.stringify(digestOf(dir, release), null, 2)}\n`;
  writeFileSync(path.join(dir, INTEGRITY_FILE), text);
  return sriOf(text);
}

/**
 * The files of `dir` that differ from its integrity.json (changed, missing or added), and whether
 * integrity.json matches `pin` when one is given. Empty: the folder is as released.
 */
function verifyFolder(dir, pin) {
  const text = readFileSync(path.join(dir, INTEGRITY_FILE));
  const problems = [];
  if (pin && sriOf(text) !== pin) problems.push(`${INTEGRITY_FILE} does not match the pinned digest`);
  const recorded = JSON.parse(String(text));
  const actual = digestOf(dir, {}).files;
  for (const [file, sri] of Object.entries(recorded.files)) {
    if (!(file in actual)) problems.push(`${file} is missing`);
    else if (actual[file] !== sri) problems.push(`${file} changed`);
  }
  for (const file of Object.keys(actual)) if (!(file in recorded.files)) problems.push(`${file} was added`);
  return problems;
}

module.exports = { INTEGRITY_FILE, ALGORITHM, sriOf, digestOf, writeIntegrity, verifyFolder };
