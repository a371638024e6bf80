/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from './env';
import { browserRemotes, remotesConfig } from './remotes';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'shell-remotes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const byName = (env: Record<string, string>) =>
  Object.fromEntries(remotesConfig(parseEnv(env)).remotes.map((remote) => [remote.name, remote]));

describe('the Node builds the server renders with', () => {
  it('default: beside the browser manifest (no serverEntry: server-remotes derives it from the entry)', () => {
    const remotes = byName({ REMOTE_CATALOGUE_URL: 'https://cdn.example/catalogue/1.2.0/mf-manifest.json' });
    expect(remotes.catalogue).toEqual({
      name: 'catalogue',
      entry: 'https://cdn.example/catalogue/1.2.0/mf-manifest.json',
      version: 'local',
    });
  });

  it('REMOTE_<NAME>_SSR_URL: an internal address for the server, the browser keeps its own', () => {
    const remotes = byName({
      REMOTE_CATALOGUE_URL: 'http://localhost:3001/mf-manifest.json',
      REMOTE_CATALOGUE_SSR_URL: 'http://catalogue/mf-manifest.json',
    });
    expect(remotes.catalogue?.entry).toBe('http://localhost:3001/mf-manifest.json');
    expect(remotes.catalogue?.serverEntry).toBe('http://catalogue/server/remoteEntry.js');
    expect(remotes.content?.serverEntry).toBeUndefined();
  });

  it('refuses an SSR URL that is not a URL', () => {
    expect(() => parseEnv({ REMOTE_FORMS_SSR_URL: 'forms on port 80' })).toThrow(/REMOTE_FORMS_SSR_URL/);
  });

  it('REMOTES_FILE: ssrUrl or serverEntry per remote; a repoint without one drops the old internal address', () => {
    const file = path.join(scratch, 'remotes.json');
    writeFileSync(
      file,
      JSON.stringify({
        remotes: [
          { name: 'catalogue', entry: 'https://cdn.example/catalogue/2.0.0/mf-manifest.json' },
          { name: 'content', ssrUrl: 'http://content-v2/mf-manifest.json' },
          { name: 'forms', version: '1.4.0' },
        ],
      }),
    );
    const remotes = byName({
      REMOTES_FILE: file,
      REMOTE_CATALOGUE_SSR_URL: 'http://catalogue/mf-manifest.json',
      REMOTE_FORMS_SSR_URL: 'http://forms/mf-manifest.json',
    });
    expect(remotes.catalogue?.serverEntry).toBeUndefined();
    expect(remotes.content?.serverEntry).toBe('http://content-v2/server/remoteEntry.js');
    expect(remotes.forms).toMatchObject({ version: '1.4.0', serverEntry: 'http://forms/server/remoteEntry.js' });
    expect(Object.keys(remotes.content ?? {})).not.toContain('ssrUrl');
  });

  it('the browser never sees the internal addresses', () => {
    const config = remotesConfig(parseEnv({ REMOTE_CHECKOUT_SSR_URL: 'http://checkout/mf-manifest.json' }));
    expect(JSON.stringify(browserRemotes(config))).not.toContain('http://checkout/');
    expect(browserRemotes(config).remotes.map((r) => r.name)).toHaveLength(6);
  });
});

describe('pages', () => {
  it('inline the remotes config without the internal addresses', async () => {
    const { resolvedRemotes } = await import('./remote-assets');
    const config = remotesConfig(
      parseEnv({ REMOTES_HOST: '127.0.0.1', REMOTE_CHECKOUT_SSR_URL: 'http://checkout/mf-manifest.json' }),
    );
    // A relative entry is not read from the network: the remote goes out as configured.
    config.remotes = config.remotes.map((remote) => ({ ...remote, entry: `/${remote.name}/remoteEntry.js` }));
    const inlined = await resolvedRemotes(config, 'http://shop.test', undefined);
    expect(JSON.stringify(inlined)).not.toContain('http://checkout/');
  });
});
