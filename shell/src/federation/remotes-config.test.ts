import type { RemotesConfig } from '@arbora/shared/platform';
import { INLINE_CONFIG_ID, readRemotesConfig } from './remotes-config';

const inlineConfig: RemotesConfig = {
  remotes: [{ name: 'content', entry: 'http://localhost:3002/mf-manifest.json', version: 'local' }],
};
const networkConfig: RemotesConfig = {
  remotes: [{ name: 'forms', entry: 'https://forms.cdn.example/mf-manifest.json', version: '3.1.0' }],
};

/** A page as the shell server renders it, with `text` as the inlined config (none when undefined). */
function page(text?: string): Document {
  const doc = document.implementation.createHTMLDocument('Arbora');
  if (text !== undefined) {
    const script = doc.createElement('script');
    script.id = INLINE_CONFIG_ID;
    script.type = 'application/json';
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

const jsonResponse = (body: unknown) => ({ json: () => Promise.resolve(body) }) as Response;

describe('readRemotesConfig', () => {
  it('uses the config the server inlined, without a request', async () => {
    await expect(readRemotesConfig(page(JSON.stringify(inlineConfig)))).resolves.toEqual(inlineConfig);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the global document by default', async () => {
    document.body.innerHTML = `<script id="${INLINE_CONFIG_ID}" type="application/json">${JSON.stringify(inlineConfig)}</script>`;
    await expect(readRemotesConfig()).resolves.toEqual(inlineConfig);
    document.body.innerHTML = '';
  });

  it.each([
    ['no inline config', undefined],
    ['inline JSON that does not parse', '{"remotes": ['],
    ['inline JSON of the wrong shape', JSON.stringify({ remotes: [{ name: 'content' }] })],
  ])('fetches /remotes.json without cache for %s', async (_label, inline) => {
    fetchMock.mockResolvedValue(jsonResponse(networkConfig));
    await expect(readRemotesConfig(page(inline))).resolves.toEqual(networkConfig);
    expect(fetchMock).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ cache: 'no-cache', signal: expect.anything() }),
    );
  });

  it('starts with no remotes when both the inline config and the request fail', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(readRemotesConfig(page('not json'))).resolves.toEqual({ remotes: [] });
  });

  it('starts with no remotes when /remotes.json has the wrong shape', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ remotes: 'all' }));
    await expect(readRemotesConfig(page())).resolves.toEqual({ remotes: [] });
  });
});
