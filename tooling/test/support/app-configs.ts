import { readdirSync } from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';

const root = path.resolve(__dirname, '..', '..', '..');

/** The shell and every remote, each with its production webpack configurations (the browser build first). */
export function productionConfigs(): [app: string, configs: webpack.Configuration[]][] {
  const apps = readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mfe-'));
  return apps.map((app) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const factory = require(path.join(root, app, 'webpack.config.cjs')) as (
      env: unknown,
      argv: unknown,
    ) => webpack.Configuration | webpack.Configuration[];
    return [app, [factory({}, { mode: 'production' })].flat()];
  });
}

/** Whether a configuration holds a plugin of this class name. */
export const hasPlugin = (config: webpack.Configuration, name: string) =>
  (config.plugins ?? []).some((plugin) => plugin?.constructor.name === name);
