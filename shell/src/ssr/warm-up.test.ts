/** @jest-environment node */
import { ROUTES } from '../routing/route-table';
import { pageModulesByRemote, warmUp } from './warm-up';

const remote = (name: string) => ({ name, entry: `http://${name}.test/mf-manifest.json`, version: '1' });

describe('the warm-up of the remotes’ page modules', () => {
  it('loads every page module of the route table once, for the remotes the config names', async () => {
    const loaded: string[] = [];
    const result = await warmUp({
      remotes: { remotes: [remote('content'), remote('catalogue')] },
      loadPage: async (name, module) => {
        loaded.push(`${name}/${module}`);
        return { default: () => null };
      },
    });
    const expected = ROUTES.filter((route) => route.remote === 'content' || route.remote === 'catalogue').map(
      (route) => `${route.remote}/${route.module}`,
    );
    expect([...loaded].sort()).toEqual([...new Set(expected)].sort());
    expect(loaded).toContain('content/HomePage');
    expect(loaded).toContain('catalogue/ProductPage');
    expect(result).toEqual({ content: 'ok', catalogue: 'ok' });
  });

  it('says which modules did not load, and goes on with the others', async () => {
    const result = await warmUp({
      remotes: { remotes: [remote('configurator'), remote('content')] },
      loadPage: async (name, module) => {
        if (name === 'content' && module === 'BlogPage') throw new Error('down');
        return name === 'configurator' ? null : { default: () => null };
      },
    });
    expect(result.configurator).toEqual({ failed: ['ConfiguratorPage'] });
    expect(result.content).toEqual({ failed: ['BlogPage'] });
  });

  it('lists each remote’s modules once (several routes share ContentPage)', () => {
    const content = pageModulesByRemote().get('content') ?? [];
    expect(content.filter((module) => module === 'ContentPage')).toHaveLength(1);
  });
});
