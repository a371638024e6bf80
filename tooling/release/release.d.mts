import type { BuiltRelease } from './build-release.mjs';

/** The release's URLs under RELEASES_URL (and RELEASES_SSR_URL, the shell server's address, when set). */
export function releaseUrls(
  name: string,
  version: string,
  env?: Record<string, string | undefined>,
): { entry: string; integrityUrl: string; ssrUrl?: string };

/**
 * One remote's pipeline (lint, test, build, publish, promote into REMOTES_FILE / `--remotes`):
 * `argv` as on the command line after the remote's name (`--no-checks`, `--no-promote`, `--version`…).
 */
export function release(name: string, argv: string[], env?: Record<string, string | undefined>): Promise<BuiltRelease>;
