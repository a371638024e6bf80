// The API client needs to know whether a customer is logged in but must not import the store (the
// store calls the API): the session store plugs itself in here when it loads.
//
// The token itself is never in the page (issue 36): the shell's /api proxy keeps it in an HttpOnly
// cookie and adds it as the bearer token; the page only knows that a session exists.
export interface SessionPort {
  /** Whether a customer is logged in: its calls then go out on the session cookie. */
  loggedIn(): boolean;
  /** The session is unusable: forget the customer, the pro flag and the cart. */
  clearSession(): void;
}

const detached: SessionPort = {
  loggedIn: () => false,
  clearSession: () => undefined,
};

let port: SessionPort = detached;

export function connectSession(next: SessionPort): void {
  port = next;
}

export function sessionPort(): SessionPort {
  return port;
}

/**
 * The field the /api proxy puts in a 401's data in place of the refreshed token it kept in the
 * cookie (shell/server/session-proxy.ts): the call is then retried once (SPEC 8).
 */
export const SESSION_REFRESHED_FIELD = 'session_refreshed';
