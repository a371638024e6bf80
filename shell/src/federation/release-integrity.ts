import { createHash } from 'node:crypto';

/**
 * The shell server's check of a released remote's Node build before it runs it. A release folder
 * carries integrity.json (tooling/release/integrity.cjs): the `sha384-<base64>` of each of its
 * files; remotes.json pins the digest of integrity.json itself (`integrity`). The server reads that
 * file beside the Node entry, checks it against the pin, then checks every Node file against it:
 * the entry when the server fetches it to register the remote, each chunk on the federation
 * runtime's own fetch (the documented `fetch` hook of a runtime plugin). A mismatch is an
 * IntegrityError: that load is refused, logged, and the area is rendered in the browser.
 */

export const INTEGRITY_FILE = 'integrity.json';

export class IntegrityError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IntegrityError';
  }
}

/** `sha384-<base64>` of some bytes (the Subresource Integrity form). */
export function sriOf(bytes: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** A release's recorded digests, by file path relative to the release folder. */
export type ReleaseDigest = { base: string; files: Record<string, string> };

/** The release folder of a Node entry (`<release>/server/remoteEntry.js`). */
export const releaseBaseOf = (serverEntry: string) => new URL('../', serverEntry).href;

/** integrity.json beside the Node entry, checked against the pin remotes.json names. */
export async function readReleaseDigest(serverEntry: string, pin: string, timeoutMs: number): Promise<ReleaseDigest> {
  const base = releaseBaseOf(serverEntry);
  const response = await fetch(new URL(INTEGRITY_FILE, base), { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new IntegrityError(`${base}${INTEGRITY_FILE} answered ${response.status}`);
  const text = await response.text();
  if (sriOf(text) !== pin)
    throw new IntegrityError(`${base}${INTEGRITY_FILE} does not match the digest remotes.json pins`);
  const { files } = JSON.parse(text) as { files?: Record<string, string> };
  return { base, files: files ?? {} };
}

/** Throws unless `bytes` are what the release recorded for `url`. */
export function checkFile(digest: ReleaseDigest, url: string, bytes: string | Uint8Array): void {
  const relative = decodeURIComponent(new URL(url).pathname.slice(new URL(digest.base).pathname.length));
  const recorded = digest.files[relative];
  if (!recorded) throw new IntegrityError(`${url} is not a file of the release`);
  if (sriOf(bytes) !== recorded) throw new IntegrityError(`${url} differs from the release's digest`);
}

/** The verified releases, by folder URL: what the runtime plugin checks a fetched file against. */
const verified = new Map<string, ReleaseDigest>();

export function trustRelease(digest: ReleaseDigest): void {
  verified.set(digest.base, digest);
}

/** The release `url` belongs to, when it is one the server verified. */
function releaseOf(url: string): ReleaseDigest | undefined {
  for (const [base, digest] of verified) if (url.startsWith(base)) return digest;
  return undefined;
}

async function verifiedFetch(digest: ReleaseDigest, url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) return response;
  const bytes = new Uint8Array(await response.arrayBuffer());
  checkFile(digest, url, bytes);
  return new Response(bytes, { status: 200 });
}

/**
 * Federation runtime plugin of the shell server: a chunk of a verified release is fetched, checked
 * and handed over as a Response (a mismatch rejects the load); a file of no verified release goes
 * the default way (the hook returns nothing).
 */
export const releaseIntegrityPlugin = {
  name: 'arbora-release-integrity',
  fetch(url: string, init: RequestInit): Promise<Response> | void {
    const digest = releaseOf(url);
    if (digest) return verifiedFetch(digest, url, init);
  },
};
