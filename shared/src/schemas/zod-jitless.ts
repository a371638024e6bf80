// The one zod import of `shared`'s sources. Zod compiles object validators with `new Function`
// unless `jitless` is set, and the site's Content-Security-Policy has no 'unsafe-eval': without
// this, every form page reports a CSP violation. `jitless` is read when a schema is created, so it
// is set here, before any schema module builds one (each imports `z` from this file). This file is
// the one side effect package.json's `sideEffects` declares: otherwise a production build, told the
// package has none, sends `z` straight to zod and drops the `config` call.
import { config } from 'zod';

config({ jitless: true });

export { z } from 'zod';
