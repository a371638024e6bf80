// drizzle-kit is hoisted to the root node_modules while drizzle-orm lives in api/node_modules,
// so drizzle-kit's own `import('drizzle-orm/...')` fails. This wrapper resolves drizzle-orm from
// this workspace, then runs the drizzle-kit CLI with the same arguments.
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

register('./resolve-drizzle-orm.mjs', import.meta.url);
const require = createRequire(import.meta.url);
// Its CommonJS requires need the same: add api/node_modules to the CommonJS search path.
process.env.NODE_PATH = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../node_modules');
require('node:module').Module._initPaths();
// drizzle-kit exports neither package.json nor bin.cjs: find the package from its main entry.
const kitDir = path.dirname(require.resolve('drizzle-kit'));
await import(pathToFileURL(path.join(kitDir, 'bin.cjs')).href);
