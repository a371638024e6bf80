import { fakeFetch } from '../testing/fake-fetch';
import { fetchWithProgress, ModelFetchError } from './fetch-with-progress';

describe('fetchWithProgress', () => {
  it('reports byte-level progress from Content-Length up to 100 %', async () => {
    const { impl } = fakeFetch({ '/m.glb': { bytes: 1000, chunks: 4 } });
    const seen: number[] = [];
    const data = await fetchWithProgress('/m.glb', (loaded, total) => seen.push(loaded / total), {
      fetchImpl: impl,
    });
    expect(data.byteLength).toBe(1000);
    expect(seen).toEqual([0, 0.25, 0.5, 0.75, 1, 1]);
  });

  it('measures against X-File-Size when the server compresses (Content-Length is then the wire size)', async () => {
    const { impl } = fakeFetch({
      '/m.glb': {
        bytes: 800,
        chunks: 2,
        headers: { 'Content-Encoding': 'gzip', 'Content-Length': '300', 'X-File-Size': '800' },
      },
    });
    const totals = new Set<number>();
    await fetchWithProgress('/m.glb', (_loaded, total) => totals.add(total), { fetchImpl: impl });
    expect([...totals]).toEqual([800]);
  });

  it('falls back on the size written by the build when the server sends none', async () => {
    const { impl } = fakeFetch({ '/m.glb': { bytes: 500, chunks: 5, headers: { 'Content-Length': '' } } });
    const seen: [number, number][] = [];
    await fetchWithProgress('/m.glb', (loaded, total) => seen.push([loaded, total]), {
      fetchImpl: impl,
      fallbackSize: 500,
    });
    expect(seen[1]).toEqual([100, 500]);
  });

  it('throws a ModelFetchError on a server error', async () => {
    const { impl } = fakeFetch({ '/m.glb': { status: 500 } });
    await expect(fetchWithProgress('/m.glb', () => undefined, { fetchImpl: impl })).rejects.toBeInstanceOf(
      ModelFetchError,
    );
  });
});
