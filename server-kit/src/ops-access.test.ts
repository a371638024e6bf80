import { isPrivateAddress, opsAllowed } from './ops-access';

const request = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({
  headers,
  socket: { remoteAddress },
});
const token = 'an-ops-token-of-16+chars';

describe('opsAllowed', () => {
  it('lets a private address in, refuses a public one', () => {
    expect(opsAllowed(request('10.1.2.3'), undefined)).toBe(true);
    expect(opsAllowed(request('::ffff:192.168.1.5'), undefined)).toBe(true);
    expect(opsAllowed(request('203.0.113.9'), undefined)).toBe(false);
  });

  it('refuses a public shopper forwarded by a private proxy', () => {
    expect(opsAllowed(request('127.0.0.1', { 'x-forwarded-for': '10.0.0.2, 203.0.113.9' }), undefined)).toBe(false);
    expect(opsAllowed(request('127.0.0.1', { 'x-forwarded-for': '10.0.0.2' }), undefined)).toBe(true);
  });

  it('lets the ops credential in from anywhere, and only the exact one', () => {
    expect(opsAllowed(request('203.0.113.9', { authorization: `Bearer ${token}` }), token)).toBe(true);
    expect(opsAllowed(request('203.0.113.9', { authorization: `Bearer ${token}x` }), token)).toBe(false);
    expect(opsAllowed(request('203.0.113.9', { authorization: `Bearer ${token}` }), undefined)).toBe(false);
  });

  it('knows no address as private when it is missing or not an address', () => {
    expect(isPrivateAddress(undefined)).toBe(false);
    expect(isPrivateAddress('localhost')).toBe(false);
    expect(isPrivateAddress('fd00::1')).toBe(true);
  });
});
