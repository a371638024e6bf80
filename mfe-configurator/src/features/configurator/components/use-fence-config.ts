import { usePageRoute } from '@arbora/shared/platform';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
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

/**
 * The configuration of the page, read from and written to its URL (replace, no new history entry):
 * a reload, the back button and a shared link all give the same fence.
 */
export function useFenceConfig(parts: FenceParts): [FenceConfig, (next: FenceConfig) => void] {
  const { ctx } = usePageRoute();
  const navigate = useNavigate();
  const encoded = ctx.searchParams.get(CONFIG_PARAM);
  const config = useMemo(() => decodeConfig(encoded) ?? defaultConfig(parts), [encoded, parts]);
  const setConfig = useCallback(
    (next: FenceConfig) => {
      const search = new URLSearchParams(ctx.searchParams);
      search.set(CONFIG_PARAM, encodeConfig(next));
      void navigate({ pathname: ctx.pathname, search: `?${search}` }, { replace: true, preventScrollReset: true });
    },
    [ctx.pathname, ctx.searchParams, navigate],
  );
  return [config, setConfig];
}
