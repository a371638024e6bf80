/*
 * The two technical not-found messages of SPEC 2.1. They are English on purpose (the spec gives
 * them verbatim, with their different capitalisation) and are used as error messages and logs,
 * not as screen text: the error screen shows the French texts of `errorScreenText(404)`.
 */

/** Message of a 404 for a path no route matches: "Page not found /path". @public */
export function notFoundMessage(path: string): string {
  return `Page not found ${path}`;
}

/** Message of a 404 for a route whose validation failed: "Page Not Found /path". @public */
export function routeValidationMessage(path: string): string {
  return `Page Not Found ${path}`;
}
