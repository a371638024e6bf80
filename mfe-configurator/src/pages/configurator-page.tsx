import { refusedFormTitle } from '@arbora/shared/messages';
import type { PageContext, PageHeadFn, PageQueries, PageStatusFn } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import { Button, Link } from '@arbora/shared/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { fencePartsQuery } from '../features/configurator/api/get-fence-parts';
import { BomTable } from '../features/configurator/components/bom-table';
import { CartActions } from '../features/configurator/components/cart-actions';
import { ConfigForm } from '../features/configurator/components/config-form';
import { ConfigRefusal } from '../features/configurator/components/config-refusal';
import { Elevation } from '../features/configurator/components/elevation';
import type { CameraPreset } from '../features/configurator/components/fence-scene';
import { FenceSummary, summaryText } from '../features/configurator/components/fence-summary';
import { sceneModel } from '../features/configurator/components/scene-model';
import { SceneSlot } from '../features/configurator/components/scene-slot';
import { createSceneSurface, type SceneSurface } from '../features/configurator/components/scene-surface';
import { readFenceConfig, useFenceConfig } from '../features/configurator/components/use-fence-config';
import { WarningsList } from '../features/configurator/components/warnings-list';
import { MODELS, ModelProgress, useModelParts, type PartName } from '../features/model-loader';
import { hasConfigFields } from '../lib/fence-engine/config-query';
import { encodeConfig } from '../lib/fence-engine/config-url';
import { computeFence } from '../lib/fence-engine/engine';
import { panelFor } from '../lib/fence-engine/parts';
import type { FenceParts } from '../lib/fence-engine/types';
import { markOnce } from '../lib/mark-once';
import { scenePreloadUrl } from '../federation/scene-preload-url';

const Main = styled.div`
  max-width: ${({ theme }) => theme.container.default};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: 1024px) {
    grid-template-columns: minmax(20rem, 2fr) 3fr;
    align-items: start;
    > header {
      grid-column: 1 / -1;
    }
  }
  @media print {
    form,
    .camera-presets,
    .actions {
      display: none;
    }
  }
`;

const Column = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  /* The settings form submitted without JavaScript lands here: below the sticky header (two rows). */
  scroll-margin-top: 9rem;
`;

const Presets = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  flex-wrap: wrap;
`;

const GATE_PARTS: PartName[] = ['cap', 'hinge', 'handle', 'lock'];
const FENCE_PARTS: PartName[] = ['cap'];

const is3d = (pathname: string) => pathname.startsWith('/configurateur-3d');

export const pageQueries: PageQueries = () => [fencePartsQuery()];

const head = (pathname: string) =>
  is3d(pathname)
    ? {
        title: 'Configurateur de clôture 3D',
        description:
          'Composez votre clôture composite en 3D\u00a0: coloris, hauteur, angles, portillon, prix et liste du matériel.',
      }
    : {
        title: 'Configurateur de clôture',
        description:
          'Calculez votre clôture composite en quelques clics\u00a0: longueur, hauteur, coloris, fixation et prix.',
      };

/** The section of the fence on screen: the settings form, submitted without JavaScript, lands there. */
const FENCE_ID = 'votre-cloture';

/** The settings form was submitted (without JavaScript) with a value it cannot take. */
const isRefused = (parts: unknown, ctx: PageContext) => {
  const { form } = readFenceConfig(ctx.searchParams, parts as FenceParts, is3d(ctx.pathname));
  return Object.keys(form?.errors ?? {}).length > 0;
};

/** A refused settings form answers 400: the page still shows the last valid fence and what to correct. */
export const pageStatus: PageStatusFn = ([parts], _params, ctx) => (isRefused(parts, ctx) ? 400 : 200);

export const pageHead: PageHeadFn = ([parts], _params, ctx) => {
  const { title, description } = head(ctx.pathname);
  // A refused settings form: the title says so first, as a refused POST form's does (the shell
  // server does it too for a 400; ConfigRefusal's ErrorSummary keeps it with the script).
  const refused = isRefused(parts, ctx);
  return {
    title: refused ? refusedFormTitle(title) : title,
    description,
    // The settings form's submit (GET) renders a design the share link also names: one URL to index.
    ...(hasConfigFields(ctx.searchParams) ? { noindex: true, canonical: ctx.pathname } : {}),
  };
};

/**
 * A WebGL 2 context (what three.js needs), or false without one; null until checked (in the
 * browser only, after the first render). The scene draws into this context rather than making another.
 */
function useWebGl(wanted: boolean): SceneSurface | false | null {
  const [surface, setSurface] = useState<SceneSurface | false | null>(null);
  useEffect(() => {
    if (!wanted) return;
    setSurface(createSceneSurface() ?? false);
  }, [wanted]);
  return surface;
}

/** `/configurateur` (quick 2D planner) and `/configurateur-3d/…` (corners, gate position, 3D preview). */
export default function ConfiguratorPage() {
  const { ctx } = usePageRoute();
  const advanced = is3d(ctx.pathname);
  const parts = useSuspenseQuery(fencePartsQuery()).data;
  const [{ config, form }, setConfig] = useFenceConfig(parts, advanced);
  const result = useMemo(() => computeFence(config, parts), [config, parts]);
  const panel = panelFor(parts.panels, config.rangeId, config.colour, config.heightMm);
  const hex = panel?.color?.hex ?? '#8a8a8a';
  const summary = summaryText(config, result, panel?.color?.name ?? config.colour);
  const webGl = useWebGl(advanced);
  const [sceneFailed, setSceneFailed] = useState(false);
  const onUnavailable = useCallback(() => setSceneFailed(true), []);
  const [preset, setPreset] = useState<CameraPreset>('three-quarter');
  const model = useMemo(() => sceneModel(config, result), [config, result]);
  const show3d = advanced && Boolean(webGl) && !sceneFailed;
  const [sceneReady, setSceneReady] = useState(false);
  const onReady = useCallback(() => setSceneReady(true), []);
  const wanted = useMemo(
    () => [
      ...(model.gateDoors.length + model.gateLeaves.length > 0 ? GATE_PARTS : FENCE_PARTS),
      ...(model.motors.length > 0 ? (['motor'] as const) : []),
    ],
    [model],
  );
  const models = useModelParts(MODELS, wanted, show3d && sceneReady);
  const details = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(models.parts).map(([name, part]) => [name, part.light ? [part.data, part.light] : [part.data]]),
      ),
    [models.parts],
  );
  const levels = Object.entries(models.parts)
    .map(([name, part]) => `${name}:${part.level}`)
    .join(' ');
  useEffect(() => {
    // For the budget bench: the form is usable (the price is shown) from here, before any scene.
    markOnce('configurator:form-ready');
  }, []);
  // The fence on screen, also when untouched (the URL then has no `config` yet): the quote and the
  // share link always carry a design.
  const encoded = encodeConfig(config);
  const configSearch = `?${new URLSearchParams({ config: encoded })}`;
  const preloadUrl = advanced ? scenePreloadUrl() : null;

  return (
    <Main>
      {/* In the server HTML: three.js starts downloading once the page's own scripts have arrived
          (React hoists an async script and loads it once). */}
      {preloadUrl && <script async src={preloadUrl} />}
      <header>
        <h1>{advanced ? 'Configurateur de clôture 3D' : 'Configurateur de clôture'}</h1>
        <p>
          Composez votre clôture en bois composite&nbsp;: le prix et la liste du matériel se mettent à jour à chaque
          choix.
          {!advanced && (
            <>
              {' '}
              Besoin d’angles ou de voir le résultat en volume&nbsp;?{' '}
              <Link to="/configurateur-3d">Passez au configurateur 3D</Link>.
            </>
          )}
        </p>
      </header>
      <ConfigForm
        parts={parts}
        config={form?.shown ?? config}
        onChange={setConfig}
        advanced={advanced}
        action={`${ctx.pathname}#${FENCE_ID}`}
        encoded={encoded}
        errors={form?.errors}
        typed={form?.typed}
      />
      <Column aria-label="Votre clôture" id={FENCE_ID}>
        {form && <ConfigRefusal errors={form.errors} />}
        {/* The scene's chunk loads from the first effect on, while the WebGL check runs. */}
        {advanced && webGl !== false && !sceneFailed ? (
          <>
            <SceneSlot
              surface={webGl}
              fallback={<Elevation config={config} result={result} hex={hex} />}
              model={model}
              colour={hex}
              preset={preset}
              onUnavailable={onUnavailable}
              onReady={onReady}
              details={details}
            />
            {sceneReady && (
              <div data-testid="model-parts" data-levels={levels}>
                <ModelProgress
                  loaded={models.loaded}
                  total={models.total}
                  failed={models.failed.length > 0}
                  onRetry={models.retry}
                />
              </div>
            )}
            {show3d && (
              <Presets className="camera-presets" role="group" aria-label="Point de vue">
                {(
                  [
                    ['front', 'De face'],
                    ['three-quarter', 'Trois-quarts'],
                    ['top', 'Vue de dessus'],
                  ] as const
                ).map(([value, label]) => (
                  <Button
                    key={value}
                    type="button"
                    size="sm"
                    variant={preset === value ? 'primary' : 'secondary'}
                    aria-pressed={preset === value}
                    onClick={() => setPreset(value)}
                  >
                    {label}
                  </Button>
                ))}
              </Presets>
            )}
          </>
        ) : (
          <Elevation config={config} result={result} hex={hex} />
        )}
        <FenceSummary text={summary} />
        <WarningsList warnings={result.warnings} />
        {result.lines.length > 0 && <BomTable result={result} />}
        <div className="actions">
          <CartActions result={result} configSearch={configSearch} pathname={ctx.pathname} quoteKind="devis-cloture" />
        </div>
      </Column>
    </Main>
  );
}
