/** Splits a request target ("/a/b?x=1#top") into its path and the rest (query and hash). */
export function splitUrl(url: string): { path: string; rest: string } {
  const cut = url.search(/[?#]/);
  return cut === -1 ? { path: url, rest: '' } : { path: url.slice(0, cut), rest: url.slice(cut) };
}
