// Where a remote's releases live and how long they stay. One folder per release,
// `<releases>/<remote>/<version>+<commit>/` (the browser build with its mf-manifest.json,
// remoteEntry.js and chunks, the Node build under server/, and integrity.json), never written
// again once there: a new release is a new version. The release server maps
// `/<remote>/<version>/<file>` to it.
//
// Retention: the newest KEEP versions of each remote stay (RELEASES_KEEP, default 5), and every
// version remotes.json names (promoted, canary or rolled back to) whatever its age; the others are
// deleted after each release. A tab opened on a version that was deleted since falls back like a
// remote that is down, so KEEP covers the releases of the longest-lived tab (a week of daily
// releases by default: raise it for a remote released more often).
const { existsSync, readdirSync, rmSync, statSync } = require('node:fs');
const path = require('node:path');

const DEFAULT_KEEP = 5;
/** A release folder's name: `<version>+<commit>` (semver, then the commit it was built from). */
const FOLDER = /^(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\+([0-9a-f]{7,40})$/;
/** A version as it appears in a URL. */
const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

function folderName(version, commit) {
  return `${version}+${commit}`;
}

/** The releases of a remote, newest first (by release time: a folder is written once). */
function releasesOf(root, remote) {
  const dir = path.join(root, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && FOLDER.test(entry.name))
    .map((entry) => {
      const [, version, commit] = FOLDER.exec(entry.name);
      const full = path.join(dir, entry.name);
      return { version, commit, dir: full, releasedAt: statSync(full).mtimeMs };
    })
    .sort((a, b) => b.releasedAt - a.releasedAt || b.version.localeCompare(a.version));
}

/** The folder of `remote`'s `version`, or null when it is not (or no longer) kept. */
function releaseDir(root, remote, version) {
  if (!VERSION.test(version) || !/^[a-z][a-z0-9-]*$/.test(remote)) return null;
  return releasesOf(root, remote).find((release) => release.version === version)?.dir ?? null;
}

/**
 * Deletes the releases of `remote` beyond the newest `keep`, except the versions in `pinned`.
 * @returns {string[]} the versions deleted
 */
function pruneReleases(root, remote, { keep = DEFAULT_KEEP, pinned = new Set() } = {}) {
  const deleted = [];
  releasesOf(root, remote).forEach((release, index) => {
    if (index < keep || pinned.has(release.version)) return;
    rmSync(release.dir, { recursive: true, force: true });
    deleted.push(release.version);
  });
  return deleted;
}

module.exports = { DEFAULT_KEEP, VERSION, folderName, releasesOf, releaseDir, pruneReleases };
