/** Absolute http(s) or protocol-relative URLs leave the SPA; mailto:/tel: are handled by the OS. */
export function isExternalHref(to: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(to);
}

/** Only web URLs get noopener/noreferrer (mailto: and tel: do not open a browsing context). */
export function isWebUrl(to: string): boolean {
  return /^(?:https?:)?\/\//i.test(to);
}
