// PRIVATE stand-in until `@arbora/shared/routes` exposes `withPage(path, n)`; then Pagination uses
// it and this file goes. Page 1 is the bare path (one canonical URL); page N adds the `-p--N` segment.

export function pathForPage(basePath: string, page: number): string {
  const base = basePath.length > 1 ? basePath.replace(/\/+$/, '') : basePath;
  if (page <= 1) return base;
  return `${base === '/' ? '' : base}/-p--${page}`;
}
