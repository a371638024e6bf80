import { execFile } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
// The command npm links for the installed ESLint (its documented CLI).
const eslintBin = path.join(root, 'node_modules', '.bin', 'eslint');

/**
 * The rules the repository's lint reports on `code` as if it were the file `file` (a path from the
 * repository's root). The ESLint CLI, not its API: the flat config is ESM, which Jest's module
 * system cannot load. Each call loads the whole config: seconds on a quiet machine, over a minute
 * when it is busy, so a test using it takes a generous limit (for a hang, not a timing).
 */
export function ruleIdsFor(file: string, code: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [eslintBin, '--stdin', '--stdin-filename', path.join(root, file), '--format', 'json'],
      { cwd: root },
      (error, stdout) => {
        try {
          const [result] = JSON.parse(stdout) as { messages: { ruleId: string | null; message: string }[] }[];
          resolve((result?.messages ?? []).map((m) => m.ruleId ?? m.message));
        } catch {
          reject(error ?? new Error(stdout));
        }
      },
    );
    child.stdin?.end(code);
  });
}
