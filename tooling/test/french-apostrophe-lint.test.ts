/**
 * @jest-environment node
 */
// The apps' French texts use the typographic apostrophe: the lint rule of eslint.config.mjs bites on
// a string, a JSX text and a template literal, not on a styled component's CSS nor on a test.
import { ruleIdsFor } from '../testing/eslint-rule-ids';

// Each case starts an ESLint process (see ruleIdsFor); the limit is for a hang.
jest.setTimeout(600_000);

const RULE = 'no-restricted-syntax';

test("a remote's or the shell's text with a typewriter apostrophe fails the lint", async () => {
  expect(await ruleIdsFor('mfe-checkout/src/x.ts', 'export const a = "Complément d\'adresse";\n')).toContain(RULE);
  expect(await ruleIdsFor('mfe-forms/src/x.tsx', "export const A = () => <p>J'ai lu</p>;\n")).toContain(RULE);
  expect(await ruleIdsFor('shell/src/x.tsx', "export const a = (n: string) => `l'adresse ${n}`;\n")).toContain(RULE);
});

test('the typographic apostrophe, CSS comments, tests and the shell server are left alone', async () => {
  expect(await ruleIdsFor('mfe-checkout/src/x.ts', "export const a = 'Complément d’adresse';\n")).toEqual([]);
  expect(
    await ruleIdsFor(
      'mfe-content/src/x.tsx',
      "import styled from 'styled-components';\nexport const A = styled.p`\n  /* the page's margin */\n  margin: 0;\n`;\n",
    ),
  ).toEqual([]);
  expect(await ruleIdsFor('mfe-checkout/src/x.test.ts', 'export const a = "Complément d\'adresse";\n')).toEqual([]);
  expect(await ruleIdsFor('shell/server/x.ts', 'export const a = "this process\'s cache";\n')).toEqual([]);
});
