import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedHttps, normalizeAddress, parseTrustProxy, type TrustProxy } from './proxy';

const trust = (value: string): TrustProxy => {
  const parsed = parseTrustProxy(value);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
};

describe('trusted proxies (TRUST_PROXY, ADR 0042)', () => {
  it('by default nobody is trusted: X-Forwarded-For and X-Forwarded-Proto are ignored', () => {
    const none = trust('');
    expect(clientAddress('203.0.113.7', '198.51.100.1', none)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', '198.51.100.1', none)).toBe('127.0.0.1');
    expect(forwardedHttps('127.0.0.1', 'https', none)).toBe(false);
  });

  it('behind the proxy every customer has their own address; the socket peer alone decides whether to look', () => {
    const loopback = trust('loopback');
    expect(clientAddress('127.0.0.1', '198.51.100.1', loopback)).toBe('198.51.100.1');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.2', loopback)).toBe('198.51.100.2');
    expect(clientAddress('::1', '2001:db8::5', loopback)).toBe('2001:db8::5');
    // A client reaching the server directly cannot choose its address.
    expect(clientAddress('203.0.113.7', '198.51.100.1', loopback)).toBe('203.0.113.7');
    expect(forwardedHttps('203.0.113.7', 'https', loopback)).toBe(false);
    expect(forwardedHttps('127.0.0.1', 'https', loopback)).toBe(true);
    expect(forwardedHttps('127.0.0.1', 'http', loopback)).toBe(false);
  });

  it('entries the client wrote (left of what the trusted proxies appended) are never believed', () => {
    const proxies = trust('loopback, 10.0.0.0/8');
    // client sent "X-Forwarded-For: 1.1.1.1"; the edge proxy 10.0.0.5 appended the real 198.51.100.9
    expect(clientAddress('127.0.0.1', '1.1.1.1, 198.51.100.9, 10.0.0.5', proxies)).toBe('198.51.100.9');
    expect(clientAddress('127.0.0.1', 'junk, 198.51.100.9', proxies)).toBe('198.51.100.9');
    // a malformed entry where a proxy should have written an address stops the walk
    expect(clientAddress('127.0.0.1', '198.51.100.9, not-an-ip', proxies)).toBe('127.0.0.1');
    // only trusted proxies in the chain: the farthest one they vouch for
    expect(clientAddress('127.0.0.1', '10.0.0.9', proxies)).toBe('10.0.0.9');
  });

  it('a hop count trusts exactly that many proxies in front', () => {
    expect(clientAddress('10.1.1.1', '1.1.1.1, 198.51.100.9', trust('1'))).toBe('198.51.100.9');
    expect(clientAddress('10.1.1.1', '1.1.1.1, 198.51.100.9, 10.0.0.5', trust('2'))).toBe('198.51.100.9');
    expect(clientAddress('10.1.1.1', '198.51.100.9', trust('3'))).toBe('198.51.100.9');
    expect(clientAddress('10.1.1.1', undefined, trust('1'))).toBe('10.1.1.1');
  });

  it('addresses are keys in one spelling: IPv4-mapped, ports and brackets dropped', () => {
    expect(normalizeAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress(' 192.0.2.1:5678 ')).toBe('192.0.2.1');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('unknown')).toBeNull();
    expect(clientAddress(undefined, '198.51.100.1', trust('1'))).toBe('unknown');
  });

  it('refuses settings that would trust everyone or are not addresses', () => {
    for (const bad of ['true', '11', '10.0.0.0/40', 'proxy.local', '1.2.3', '::1/129']) {
      expect(parseTrustProxy(bad), bad).toHaveProperty('error');
    }
    for (const good of ['false', '0', '1', 'loopback', 'uniquelocal,linklocal', '192.0.2.1', '2001:db8::/32']) {
      expect(parseTrustProxy(good), good).not.toHaveProperty('error');
    }
  });
});
