/** Largest value of a PostgreSQL `integer` column (ids, quantities): past it a query fails with 22003. */
export const INT4_MAX = 2_147_483_647;
/** No request body of this API nests deeper; a deeper one is refused before anything walks it. */
export const MAX_DEPTH = 32;

export type InputProblem = { field: string; message: string };

/** A UTF-16 half without its other half: PostgreSQL refuses it in text and jsonb (22P05, 22021). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function stringProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'NUL character';
  if (LONE_SURROGATE.test(value)) return 'malformed Unicode (lone surrogate)';
  return null;
}

/** Ids and other integer keys end up in `integer` columns: refuse what does not fit one. */
const isIdKey = (key: string) => /(^|_)id$/i.test(key);

/**
 * The first value of a request part the database cannot take: a string with NUL or a lone
 * surrogate (key or value), an id outside the integer range, or nesting past MAX_DEPTH. Iterative,
 * so a body of 10,000 nested brackets cannot overflow the stack.
 */
export function inputProblem(root: unknown): InputProblem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  const at = (path: string[]) => path.join('.') || 'value';
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = stringProblem(value);
      if (problem) return { field: at(path), message: problem };
      continue;
    }
    if (typeof value === 'number') {
      const key = path[path.length - 1] ?? '';
      if (isIdKey(key) && Number.isFinite(value) && Math.abs(value) > INT4_MAX)
        return { field: at(path), message: 'number out of range' };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (path.length >= MAX_DEPTH) return { field: at(path), message: 'nesting too deep' };
    for (const [key, child] of Object.entries(value)) {
      const keyProblem = stringProblem(key);
      if (keyProblem) return { field: at(path), message: keyProblem };
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/** Query-string id as received (a string before validation): refused when it cannot be an integer id. */
export function idOutOfRange(raw: unknown): boolean {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) > INT4_MAX;
}
