/** The rows of a raw `execute` result: node-postgres wraps them in `{ rows }`, PGlite's EXECUTE path does not. */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
