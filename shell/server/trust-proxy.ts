/**
 * TRUST_PROXY as Fastify's `trustProxy` option, read as the API reads its own (api/src/env.ts
 * trustProxyOption): a comma-separated list of addresses, CIDR ranges or loopback / linklocal /
 * uniquelocal; empty or `none` believes nobody (request.ip is the socket's address).
 */
export function trustProxyOption(value: string): string | false {
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length === 0 || list.includes('none') ? false : list.join(',');
}
