import type { ChildProcess } from 'node:child_process';

export interface AppDef {
  name: string;
  dir: string;
  port: number;
}
export const ROOT: string;
export const REMOTES: { name: string; port: number }[];
export const APPS: AppDef[];
export const API_PORT: number;
export const RELEASES_PORT: number;
export const RELEASES_DIR: string;
export const REMOTES_FILE: string;
export function isBuilt(app: AppDef): boolean;
export function buildApps(apps: AppDef[], options?: { log?: (line: string) => void; force?: boolean }): Promise<void>;
export function freePort(): Promise<number>;
export function waitFor(url: string, options?: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
export function stopAll(children: ChildProcess[], signal?: NodeJS.Signals): Promise<void>;
export function apiService(options: {
  port: number;
  dataDir?: string;
  watch?: boolean;
  quiet?: boolean;
  env?: Record<string, string>;
}): ChildProcess;
export function shellService(options: {
  port: number;
  apiPort: number;
  remoteUrls?: Record<string, string>;
  remotesFile?: string;
  remotesHost?: string;
  quiet?: boolean;
  host?: string;
  env?: Record<string, string>;
}): ChildProcess;
export function releaseService(options?: {
  port?: number;
  root?: string;
  host?: string;
  quiet?: boolean;
}): ChildProcess;
export function remoteService(options: { name: string; port: number; host?: string; quiet?: boolean }): ChildProcess;
