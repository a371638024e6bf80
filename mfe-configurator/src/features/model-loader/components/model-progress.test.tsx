import { renderPage } from '@arbora/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { createModelCache } from '../api/model-cache';
import { useModelParts } from '../api/use-model-parts';
import { MODELS } from '../generated/models.generated';
import { fakeFetch, type FakeFile } from '../testing/fake-fetch';
import type { PartName } from '../types';
import { ModelProgress } from './model-progress';

expect.extend(toHaveNoViolations);

function Harness({
  cache,
  wanted,
  retryDelayMs,
}: {
  cache: ReturnType<typeof createModelCache>;
  wanted: PartName[];
  retryDelayMs?: number;
}) {
  const models = useModelParts(MODELS, wanted, true, { cache, retryDelayMs });
  const levels = Object.entries(models.parts)
    .map(([name, part]) => `${name}:${part.level}`)
    .join(' ');
  return (
    <div data-testid="levels" data-levels={levels}>
      <ModelProgress
        loaded={models.loaded}
        total={models.total}
        failed={models.failed.length > 0}
        onRetry={models.retry}
      />
    </div>
  );
}

const files = (): Record<string, FakeFile> =>
  Object.fromEntries(
    Object.values(MODELS).flatMap(({ light, detailed }) => [
      [light.url, { bytes: light.bytes }],
      [detailed.url, { bytes: detailed.bytes }],
    ]),
  );

describe('the detailed parts loader', () => {
  it('shows the light version, swaps in the detailed one, and its progress bar reaches 100 %', async () => {
    const { impl } = fakeFetch(files());
    const view = renderPage(<Harness cache={createModelCache(impl)} wanted={['cap', 'hinge']} />);
    const bar = await screen.findByRole('progressbar', { name: /Pièces détaillées\s:\s100\s%/ });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('levels')).toHaveAttribute('data-levels', 'cap:detailed hinge:detailed');
    expect(await axe(view.container)).toHaveNoViolations();
  });

  it('keeps the light version when the detailed file answers 500, and a retry fetches it', async () => {
    const table = files();
    table[MODELS.cap.detailed.url] = { status: 500 };
    const { impl, calls } = fakeFetch(table);
    renderPage(<Harness cache={createModelCache(impl)} wanted={['cap']} />);
    const retry = await screen.findByRole('button', { name: 'Réessayer le chargement' });
    expect(screen.getByTestId('levels')).toHaveAttribute('data-levels', 'cap:light');
    expect(screen.getByRole('status')).toHaveTextContent('version simplifiée');

    table[MODELS.cap.detailed.url] = { bytes: MODELS.cap.detailed.bytes };
    await act(() => userEvent.click(retry));
    await screen.findByRole('progressbar', { name: /Pièces détaillées\s:\s100\s%/ });
    expect(screen.getByTestId('levels')).toHaveAttribute('data-levels', 'cap:detailed');
    expect(screen.queryByRole('button', { name: 'Réessayer le chargement' })).toBeNull();
    // The light file came from the cache: only the failed file was asked for again.
    expect(calls.filter((url) => url === MODELS.cap.light.url)).toHaveLength(1);
    expect(calls.filter((url) => url === MODELS.cap.detailed.url)).toHaveLength(2);
  });

  it('asks for a failed file again on its own, later', async () => {
    const table = files();
    table[MODELS.lock.detailed.url] = { status: 503 };
    const { impl, calls } = fakeFetch(table);
    renderPage(<Harness cache={createModelCache(impl)} wanted={['lock']} retryDelayMs={50} />);
    await screen.findByRole('button', { name: 'Réessayer le chargement' });
    table[MODELS.lock.detailed.url] = { bytes: MODELS.lock.detailed.bytes };
    await screen.findByRole('progressbar', { name: /Pièces détaillées\s:\s100\s%/ });
    expect(screen.getByTestId('levels')).toHaveAttribute('data-levels', 'lock:detailed');
    expect(calls.filter((url) => url === MODELS.lock.detailed.url)).toHaveLength(2);
  });
});
