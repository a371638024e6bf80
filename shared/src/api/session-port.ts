// The API client needs the session's token but must not import the store (the store calls the
// API): the session store plugs itself in here when it loads.
export interface SessionPort {
  token(): string | null;
  /** A 401 carried a fresh token: keep it as the new token. */
  replaceToken(token: string): void;
  /** The token is unusable: forget the customer, the pro flag, the token and the cart. */
  clearSession(): void;
}

const detached: SessionPort = {
  token: () => null,
  replaceToken: () => undefined,
  clearSession: () => undefined,
};

let port: SessionPort = detached;

export function connectSession(next: SessionPort): void {
  port = next;
}

export function sessionPort(): SessionPort {
  return port;
}
