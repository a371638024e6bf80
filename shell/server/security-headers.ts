import { STARTER_CSP_SOURCE } from './picture-first';

/** Headers every answer of the shell server carries. */
export function securityHeaders(scriptOrigins: string[], production: boolean): Record<string, string> {
  const origins = scriptOrigins.join(' ');
  const csp = [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets WebAssembly compile (the configurator's meshopt decoder), not eval().
    // The one inline script allowed is the picture-first pages' starter, by its hash.
    `script-src 'self' 'wasm-unsafe-eval' ${STARTER_CSP_SOURCE} ${origins}`.trim(),
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${origins}`.trim(),
    `connect-src 'self' ${origins}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
