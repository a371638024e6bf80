import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Who may read the operations endpoints (/metrics, /ops): a scraper or an operator on the private
 * network, or anyone holding the ops credential (`Authorization: Bearer <OPS_TOKEN>`). Never the
 * public: a shopper's request reaches the API through the shell's /api proxy, and the shell through
 * a gateway, each naming the shopper in X-Forwarded-For, so every address on the way (the socket and
 * each forwarded one) must be private. The API and the shell server keep this one rule.
 */
const privateRanges = new BlockList();
privateRanges.addSubnet('127.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('10.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('172.16.0.0', 12, 'ipv4');
privateRanges.addSubnet('192.168.0.0', 16, 'ipv4');
privateRanges.addSubnet('169.254.0.0', 16, 'ipv4');
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (isIPv4(ip)) return privateRanges.check(ip, 'ipv4');
  if (isIPv6(ip)) return privateRanges.check(ip, 'ipv6');
  return false;
}

function forwardedAddresses(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function holdsToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type OpsRequest = Pick<FastifyRequest, 'headers'> & { socket: { remoteAddress?: string | undefined } };

export function opsAllowed(request: OpsRequest, token: string | undefined): boolean {
  if (holdsToken(request.headers.authorization, token)) return true;
  const chain = [request.socket.remoteAddress, ...forwardedAddresses(request.headers['x-forwarded-for'])];
  return chain.every((address) => isPrivateAddress(address));
}
