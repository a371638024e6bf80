import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoadedPart, ModelFile, ModelManifest, PartName } from '../types';
import { modelCache, type ModelCache } from './model-cache';

export interface ModelPartsState {
  parts: Partial<Record<PartName, LoadedPart>>;
  loaded: number;
  total: number;
  /** Files that failed (their part keeps its light version, or none). */
  failed: string[];
  retry: () => void;
}

interface LoaderOptions {
  cache?: ModelCache;
  /** A failed file is asked for again on its own after this delay (a slow or flaky network), `autoRetries` times. */
  retryDelayMs?: number;
  autoRetries?: number;
}

/**
 * Loads each wanted part light first, then detailed, through the cache: the light versions are
 * tiny and show at once, the detail swaps in when it arrives. A failed file leaves the part as it
 * is and is listed, for `retry`. Starts only when `enabled` (after the scene is up).
 */
export function useModelParts(
  manifest: ModelManifest,
  wanted: readonly PartName[],
  enabled: boolean,
  { cache = modelCache, retryDelayMs = 15_000, autoRetries = 1 }: LoaderOptions = {},
): ModelPartsState {
  const [parts, setParts] = useState<Partial<Record<PartName, LoadedPart>>>({});
  const [progress, setProgress] = useState<Record<string, { loaded: number; total: number }>>({});
  const [failed, setFailed] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const key = wanted.join(',');
  const latest = useRef(parts);
  latest.current = parts;

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    const names = key ? (key.split(',') as PartName[]) : [];
    const files: ModelFile[] = names.flatMap((name) => {
      const have = latest.current[name]?.level;
      const { light, detailed } = manifest[name];
      return have === 'detailed' ? [] : have === 'light' ? [detailed] : [light, detailed];
    });
    setFailed([]);
    setProgress(Object.fromEntries(files.map((file) => [file.url, { loaded: 0, total: file.bytes }])));
    const load = (file: ModelFile) =>
      cache.get(
        file.url,
        (loaded, total) => live && setProgress((all) => ({ ...all, [file.url]: { loaded, total } })),
        file.bytes,
      );
    const fail = (file: ModelFile) => live && setFailed((all) => [...all, file.url]);
    names.forEach(async (name) => {
      const { light, detailed } = manifest[name];
      if (latest.current[name]?.level === 'detailed') return;
      if (!latest.current[name]) {
        try {
          const data = await load(light);
          if (live) setParts((all) => (all[name] ? all : { ...all, [name]: { level: 'light', data } }));
        } catch {
          fail(light);
        }
      }
      try {
        const data = await load(detailed);
        if (live) setParts((all) => ({ ...all, [name]: { level: 'detailed', data, light: all[name]?.data } }));
      } catch {
        fail(detailed);
      }
    });
    return () => {
      live = false;
    };
  }, [manifest, key, enabled, cache, attempt]);

  useEffect(() => {
    if (!enabled || failed.length === 0 || attempt >= autoRetries) return undefined;
    const timer = setTimeout(() => setAttempt((n) => n + 1), retryDelayMs);
    return () => clearTimeout(timer);
  }, [enabled, failed.length, attempt, autoRetries, retryDelayMs]);

  const values = Object.values(progress);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    parts,
    loaded: values.reduce((sum, p) => sum + p.loaded, 0),
    total: values.reduce((sum, p) => sum + p.total, 0),
    failed,
    retry,
  };
}
