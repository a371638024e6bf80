import { usePageRoute } from '@arbora/shared/platform';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { parseConfigQuery, withoutConfigFields, type ConfigQuery } from '../../../lib/fence-engine/config-query';
import { decodeConfig, encodeConfig } from '../../../lib/fence-engine/config-url';
import { rangesOf } from '../../../lib/fence-engine/parts';
import type { FenceConfig, FenceParts } from '../../../lib/fence-engine/types';

/** The URL parameter that holds the configuration: the page's state is its URL (share link). */
export const CONFIG_PARAM = 'config';

/** A sensible first fence: the first range, anthracite and 1,50 m where it has them, 12 m in concrete. */
export function defaultConfig(parts: FenceParts): FenceConfig {
  const [range] = rangesOf(parts.panels).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const colour = range?.colours.find((c) => c.technicalName === 'gris-anthracite') ?? range?.colours[0];
  const height = range?.heightsMm.includes(1500) ? 1500 : (range?.heightsMm[0] ?? 1500);
  return {
    rangeId: range?.id ?? 0,
    colour: colour?.technicalName ?? '',
    heightMm: height,
    fixing: 'concrete',
    segments: [{ lengthMm: 12000 }],
    gateDoor: null,
    gate: null,
  };
}

/** The page's fence and, after the settings form was submitted without JavaScript, what it said. */
export interface FenceConfigState {
  /** The fence the page prices and lists (the last valid one when a field was refused). */
  config: FenceConfig;
  /** The settings form's values and refusals (ConfigQuery), or null on a share link or a bare URL. */
  form: ConfigQuery | null;
}

/**
 * The page's fence from its URL's parameters: the share link's `config` (else the first fence), and
 * over it the settings form's fields when it was submitted without JavaScript. The page renders it;
 * its head reads whether the form was refused.
 */
export function readFenceConfig(search: URLSearchParams, parts: FenceParts, advanced: boolean): FenceConfigState {
  const base = decodeConfig(search.get(CONFIG_PARAM)) ?? defaultConfig(parts);
  const form = parseConfigQuery(search, parts, base, advanced);
  return { config: form?.config ?? base, form };
}

/**
 * The configuration of the page, read from and written to its URL (replace, no new history entry):
 * a reload, the back button and a shared link all give the same fence. Without JavaScript the
 * settings form submits its fields (GET) over the design in `config`: the server renders that
 * fence; the script, once it changes anything, writes `config` alone again.
 */
export function useFenceConfig(parts: FenceParts, advanced: boolean): [FenceConfigState, (next: FenceConfig) => void] {
  const { ctx } = usePageRoute();
  const navigate = useNavigate();
  // Keyed by its text: the same query gives the same objects (the page's memos hold).
  const query = ctx.searchParams.toString();
  const state = useMemo(() => readFenceConfig(new URLSearchParams(query), parts, advanced), [query, parts, advanced]);
  const setConfig = useCallback(
    (next: FenceConfig) => {
      const kept = withoutConfigFields(new URLSearchParams(query));
      kept.set(CONFIG_PARAM, encodeConfig(next));
      void navigate({ pathname: ctx.pathname, search: `?${kept}` }, { replace: true, preventScrollReset: true });
    },
    [ctx.pathname, query, navigate],
  );
  return [state, setConfig];
}
