// A small path matcher for the route table. react-router's patterns cannot express the spec's
// prefixed segments (`/p-{slug}`, `/c-{slug}`), so the shell matches paths itself, with the same
// table on the server (status codes, head) and in the browser (layout, guard, remote).
//
// Syntax: `/literal`, `/:name` (one segment), `/:name?` (optional segment), `/p-:slug` (a literal
// prefix then a parameter), `/*` (one or more remaining segments, as param `splat`).

export type Params = Record<string, string | undefined>;

export interface CompiledPattern {
  pattern: string;
  match(pathname: string): Params | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compilePattern(pattern: string): CompiledPattern {
  const names: string[] = [];
  const segments = pattern.split('/').filter(Boolean);
  let source = '';
  for (const segment of segments) {
    if (segment === '*') {
      names.push('splat');
      source += '/(.+)';
      continue;
    }
    const param = /^([^:]*):([A-Za-z_]\w*)(\?)?$/.exec(segment);
    if (!param) {
      source += `/${escape(segment)}`;
      continue;
    }
    const [, prefix = '', name = '', optional] = param;
    names.push(name);
    const body = `${escape(prefix)}([^/]+)`;
    source += optional ? `(?:/${body})?` : `/${body}`;
  }
  const regex = new RegExp(`^${source || '/'}$`);
  return {
    pattern,
    match(pathname) {
      const found = regex.exec(pathname === '' ? '/' : pathname);
      if (!found) return null;
      const params: Params = {};
      names.forEach((name, index) => {
        const value = found[index + 1];
        params[name] = value === undefined ? undefined : decodeURIComponent(value);
      });
      return params;
    },
  };
}
