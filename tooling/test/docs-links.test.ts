/** @jest-environment node */
// The docs are the manual of the repository: every link in them and every doc a source comment
// cites must lead somewhere, and the README stays a short entry point (issue 33).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const README_MAX_LINES = 130;

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The repository's files (tracked, or new and not ignored), as paths from its root. */
function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file && existsSync(path.join(ROOT, file)));
}

/** Markdown without its fenced code blocks and code spans (a link shown as code is not a link). */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const headings = [...prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((m) => m[1] ?? '');
  return new Set(headings.map(anchorOf));
}

/** Relative links of a markdown file that do not resolve, as `file: target (why)`. */
function brokenLinks(file: string, markdown: string, exists: (file: string) => boolean): string[] {
  const broken: string[] = [];
  for (const [, target = ''] of prose(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
    const [pathPart = '', anchor] = target.split('#');
    const resolved = pathPart ? path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart)) : file;
    if (!exists(resolved)) {
      broken.push(`${file}: ${target} (no file ${resolved})`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor)) {
      broken.push(`${file}: ${target} (no heading #${anchor} in ${resolved})`);
    }
  }
  return broken;
}

/** `docs/…` and `notes/…` paths a source file cites (not part of a longer path or URL). */
function citedDocs(source: string): string[] {
  return [...source.matchAll(/(?<![\w./-])((?:docs|notes)\/[\w./-]*\w\.md)\b/g)].map((m) => m[1] ?? '');
}

const files = repositoryFiles();
const fileSet = new Set(files);
const inRepository = (file: string) => fileSet.has(file);

describe('the docs', () => {
  const markdown = [
    'README.md',
    ...readdirSync(path.join(ROOT, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];

  it(`README.md stays under ${README_MAX_LINES} lines`, () => {
    expect(read('README.md').replace(/\n$/, '').split('\n').length).toBeLessThan(README_MAX_LINES);
  });

  it.each(markdown)('%s: every relative link leads to a file of the repository (and heading)', (file) => {
    expect(brokenLinks(file, read(file), inRepository)).toEqual([]);
  });

  it('every docs/ or notes/ file a source file cites is in the repository', () => {
    const self = path.relative(ROOT, __filename).split(path.sep).join('/'); // its fixtures cite made-up docs
    const sources = files.filter(
      (file) => file !== self && /\.(ts|tsx|cjs|mjs|js)$/.test(file) && !/(^|\/)(dist|node_modules)\//.test(file),
    );
    expect(sources.length).toBeGreaterThan(100);
    const missing = sources.flatMap((file) =>
      citedDocs(read(file))
        .filter((cited) => !fileSet.has(cited))
        .map((cited) => `${file}: ${cited}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const exists = (file: string) => ['README.md', 'docs/a.md'].includes(file);

  it('find a link to a missing file or heading, and ignore URLs and code', () => {
    const md = [
      '[ok](docs/a.md) [gone](docs/b.md) [web](https://example.com/x.md) [top](#nowhere)',
      '`[code](docs/c.md)`',
      '```',
      '[fenced](docs/d.md)',
      '```',
    ].join('\n');
    expect(brokenLinks('README.md', md, exists)).toEqual([
      'README.md: docs/b.md (no file docs/b.md)',
      'README.md: #nowhere (no heading #nowhere in README.md)',
    ]);
  });

  it('resolve a link from the file that holds it', () => {
    expect(brokenLinks('docs/a.md', '[up](../README.md) [side](a.md) [wrong](docs/a.md)', exists)).toEqual([
      'docs/a.md: docs/a.md (no file docs/docs/a.md)',
    ]);
  });

  it('find the docs a comment cites, not an API path or an outside URL', () => {
    expect(
      citedDocs(
        '// see notes/ssr-spike.md, pitfall 2, and docs/server-rendering.md.\n' +
          "const url = '/v1/docs/json'; // github.com/x/y/blob/main/docs/throttling.md",
      ),
    ).toEqual(['notes/ssr-spike.md', 'docs/server-rendering.md']);
  });
});
