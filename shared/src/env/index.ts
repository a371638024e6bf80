// The one place that asks whether code runs in a browser: modules must not touch window,
// document or localStorage at top level or during render (the server will render them later).
export const isBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';

export const isProduction = process.env.NODE_ENV === 'production';

/** localStorage when it exists and works (private mode, server), otherwise null. */
export function safeLocalStorage(): Storage | null {
  if (!isBrowser) return null;
  try {
    const probe = '__arbora_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return null;
  }
}
