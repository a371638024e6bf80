// The site's CSP has no 'unsafe-eval': parsing with shared's schemas must never build a function
// from text (zod's compiled object validators do, unless jitless is set before a schema is made).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formSendResponseSchema } from './forms';

test('parsing an object schema of shared never calls the Function constructor', () => {
  const RealFunction = globalThis.Function;
  const calls: unknown[][] = [];
  const Spy = new Proxy(RealFunction, {
    construct(target, args) {
      calls.push(args);
      return Reflect.construct(target, args);
    },
    apply(target, thisArg, args) {
      calls.push(args);
      return Reflect.apply(target, thisArg, args);
    },
  });
  globalThis.Function = Spy;
  try {
    formSendResponseSchema.safeParse({ sent: true, confirmation_route: '/merci' });
    formSendResponseSchema.safeParse({ sent: true, confirmation_route: '/ok' });
  } finally {
    globalThis.Function = RealFunction;
  }
  expect(calls).toEqual([]);
});

test('a production build keeps the jitless setting: package.json declares it as the one side effect', () => {
  // Jest runs every module; webpack drops a module of a side-effect-free package whose only
  // export is a re-export, and with it the `config` call (the browser then reported CSP violations).
  const { sideEffects } = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
    sideEffects: unknown;
  };
  expect(sideEffects).toEqual(['./src/schemas/zod-jitless.ts']);
});
