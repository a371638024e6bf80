/**
 * @jest-environment node
 */
// The import boundaries of docs/architecture.md are lint rules: prove each one bites.
import { ruleIdsFor } from '../testing/eslint-rule-ids';

// Each case starts an ESLint process (see ruleIdsFor); the limit is for a hang.
jest.setTimeout(600_000);

test('a remote cannot import another remote', async () => {
  expect(
    await ruleIdsFor('mfe-content/src/x.ts', "import { a } from '@arbora/mfe-catalogue/src/a';\nexport { a };\n"),
  ).toContain('no-restricted-imports');
  expect(
    await ruleIdsFor('mfe-content/src/x.ts', "import { a } from '../../mfe-forms/src/a';\nexport { a };\n"),
  ).toContain('no-restricted-imports');
});

test('a remote may import the shared contract', async () => {
  expect(
    await ruleIdsFor('mfe-content/src/x.ts', "import { bus } from '@arbora/shared/bus';\nexport { bus };\n"),
  ).toEqual([]);
});

test('only shared/src/store imports zustand', async () => {
  const code = "import { create } from 'zustand';\nexport { create };\n";
  expect(await ruleIdsFor('mfe-checkout/src/x.ts', code)).toContain('no-restricted-imports');
  expect(await ruleIdsFor('shell/src/x.ts', code)).toContain('no-restricted-imports');
  expect(await ruleIdsFor('shared/src/bus/x.ts', code)).toContain('no-restricted-imports');
  expect(await ruleIdsFor('shared/src/store/x.ts', code)).toEqual([]);
});

test('the shell does not import a remote', async () => {
  expect(
    await ruleIdsFor('shell/src/x.ts', "import P from '@arbora/mfe-content/src/pages/home-page';\nexport { P };\n"),
  ).toContain('no-restricted-imports');
});

test('inside a remote, a feature does not import another feature nor a page; a page composes features', async () => {
  const file = 'mfe-content/src/features/home/components/x.tsx';
  expect(
    await ruleIdsFor(file, "import { PageCover } from '../../pages/components/page-cover';\nexport { PageCover };\n"),
  ).toContain('import-x/no-restricted-paths');
  expect(await ruleIdsFor(file, "import HomePage from '../../../pages/home-page';\nexport { HomePage };\n")).toContain(
    'import-x/no-restricted-paths',
  );
  expect(await ruleIdsFor(file, "import { homeQuery } from '../api/get-home';\nexport { homeQuery };\n")).toEqual([]);
  expect(
    await ruleIdsFor(
      'mfe-content/src/pages/x.tsx',
      "import { homeQuery } from '../features/home/api/get-home';\nexport { homeQuery };\n",
    ),
  ).toEqual([]);
});

test('a remote never creates a router (the shell owns the only one); its tests may', async () => {
  const code = "import { createBrowserRouter } from 'react-router';\nexport { createBrowserRouter };\n";
  expect(await ruleIdsFor('mfe-forms/src/pages/x.tsx', code)).toContain('no-restricted-imports');
  expect(
    await ruleIdsFor(
      'mfe-forms/src/x.tsx',
      "import { RouterProvider } from 'react-router';\nexport { RouterProvider };\n",
    ),
  ).toContain('no-restricted-imports');
  expect(await ruleIdsFor('mfe-forms/src/x.tsx', "import { Link } from 'react-router';\nexport { Link };\n")).toEqual(
    [],
  );
  expect(await ruleIdsFor('mfe-forms/src/pages/x.test.tsx', code)).toEqual([]);
});

test('every import is declared by its own workspace (root dev tools only in tests)', async () => {
  const zod = "import { z } from 'zod';\nexport { z };\n";
  expect(await ruleIdsFor('mfe-forms/src/x.ts', zod)).toContain('import-x/no-extraneous-dependencies');
  expect(await ruleIdsFor('shared/src/schemas/zod-jitless.ts', zod)).toEqual([]);
  const lighthouse = "import lighthouse from 'lighthouse';\nexport { lighthouse };\n";
  expect(await ruleIdsFor('shell/src/x.ts', lighthouse)).toContain('import-x/no-extraneous-dependencies');
  const rtl = "import { render } from '@testing-library/react';\nexport { render };\n";
  expect(await ruleIdsFor('shell/src/x.ts', rtl)).toContain('import-x/no-extraneous-dependencies');
  expect(await ruleIdsFor('shell/src/x.test.tsx', rtl)).toEqual([]);
});

test('the shared test kit is for tests only', async () => {
  const code = "import { fakeApi } from '@arbora/shared/testing';\nexport { fakeApi };\n";
  expect(await ruleIdsFor('mfe-account/src/pages/x.tsx', code)).toContain('no-restricted-imports');
  expect(await ruleIdsFor('mfe-account/src/pages/x.test.tsx', code)).toEqual([]);
});

test('shared takes zod through its jitless module (no `new Function` under the CSP)', async () => {
  const code = "import { z } from 'zod';\nexport const s = z.string();\n";
  expect(await ruleIdsFor('shared/src/schemas/x.ts', code)).toContain('no-restricted-imports');
  expect(
    await ruleIdsFor('shared/src/schemas/x.ts', "import type { ZodType } from 'zod';\nexport type T = ZodType;\n"),
  ).toEqual([]);
  expect(
    await ruleIdsFor('shared/src/schemas/x.ts', "import { z } from './zod-jitless';\nexport const s = z.string();\n"),
  ).toEqual([]);
});

describe('the shell’s layers (core ← features ← app ← boot / ssr)', () => {
  const importing = (target: string) => `import { x } from '${target}';\nexport { x };\n`;

  test('core imports nothing else of the shell', async () => {
    expect(await ruleIdsFor('shell/src/core/x.ts', importing('../routing/match-route'))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIdsFor('shell/src/core/x.ts', importing('./constants'))).toEqual([]);
  });

  test('a feature folder does not import app, boot or ssr', async () => {
    for (const top of ['app/router', 'boot/bootstrap', 'ssr/server-render'])
      expect(await ruleIdsFor('shell/src/header/x.ts', importing(`../${top}`))).toContain(
        'import-x/no-restricted-paths',
      );
    expect(await ruleIdsFor('shell/src/header/x.ts', importing('../routing/match-route'))).toEqual([]);
  });

  test('app does not import boot or ssr; boot and ssr do not import each other', async () => {
    expect(await ruleIdsFor('shell/src/app/x.ts', importing('../boot/bootstrap'))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIdsFor('shell/src/boot/x.ts', importing('../ssr/server-render'))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIdsFor('shell/src/ssr/x.ts', importing('../boot/bootstrap'))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIdsFor('shell/src/boot/x.ts', importing('../app/router'))).toEqual([]);
  });

  test('the shell server reads ssr and the lower layers, never app or boot', async () => {
    expect(await ruleIdsFor('shell/server/x.ts', importing('../src/app/router'))).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIdsFor('shell/server/x.ts', importing('../src/ssr/server-entry'))).toEqual([]);
  });
});
