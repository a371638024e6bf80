import { fakeFetch } from '../testing/fake-fetch';
import { createModelCache } from './model-cache';

describe('createModelCache', () => {
  it('fetches a URL once: the second request is served from memory, at 100 %', async () => {
    const { impl, calls } = fakeFetch({ '/cap.glb': { bytes: 64 } });
    const cache = createModelCache(impl);
    await cache.get('/cap.glb', () => undefined, 64);
    const progress: number[] = [];
    const again = await cache.get('/cap.glb', (loaded, total) => progress.push(loaded / total), 64);
    expect(again.byteLength).toBe(64);
    expect(calls).toEqual(['/cap.glb']);
    expect(progress).toEqual([1]);
  });

  it('forgets a failed file, so a retry asks the server again', async () => {
    const files = { '/cap.glb': { status: 500, bytes: 64 } };
    const { impl, calls } = fakeFetch(files);
    const cache = createModelCache(impl);
    await expect(cache.get('/cap.glb', () => undefined, 64)).rejects.toThrow('HTTP 500');
    files['/cap.glb'].status = 200;
    await expect(cache.get('/cap.glb', () => undefined, 64)).resolves.toHaveProperty('byteLength', 64);
    expect(calls).toHaveLength(2);
  });
});
