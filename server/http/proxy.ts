import { BlockList, isIP } from 'node:net';

/**
 * Which socket peers may tell us the client's address and scheme (`TRUST_PROXY`, ADR 0042):
 * nobody (default), the N proxies nearest to us, or the peers in an address list.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; list: BlockList; source: string };

export const trustNobody: TrustProxy = { kind: 'none' };

type Subnet = [address: string, prefix: number, family: 'ipv4' | 'ipv6'];

/** The names proxy-addr (Express) uses, so operators can copy their settings. */
const namedRanges: Record<string, Subnet[]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/**
 * `TRUST_PROXY`: unset, `false` or `0` trusts nobody; a number 1–10 trusts that many proxy hops
 * in front of us; otherwise a comma-separated list of `loopback`, `linklocal`, `uniquelocal`,
 * addresses and CIDR ranges. Returns `{ error }` for anything else.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0') return trustNobody;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { kind: 'hops', hops } : { error: 'a hop count must be 0–10' };
  }
  if (text === 'true')
    return { error: 'trusting every peer lets any client forge its address: give a hop count or addresses' };
  const list = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const named = namedRanges[entry];
    if (named) {
      for (const [address, prefix, family] of named) list.addSubnet(address, prefix, family);
      continue;
    }
    const [address = '', prefixText, extra] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (!family || extra !== undefined || !/^\d{1,3}$/.test(String(prefix)) || prefix > max) {
      return { error: `"${entry}" is not loopback, linklocal, uniquelocal, an IP address or a CIDR range` };
    }
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return { kind: 'addresses', list, source: text };
}

/** An address as compared and used as a key: IPv4-mapped IPv6 as IPv4; a port or brackets dropped. */
export function normalizeAddress(raw: string | undefined): string | null {
  let address = raw?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(address)) address = address.slice(7);
  return isIP(address) ? address.toLowerCase() : null;
}

/** Whether the address `distance` hops from us (0: the socket peer) is a proxy we trust. */
function isTrusted(address: string, distance: number, trust: TrustProxy): boolean {
  if (trust.kind === 'hops') return distance < trust.hops;
  if (trust.kind === 'addresses') return trust.list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
  return false;
}

/**
 * The client's address: the socket peer, unless that peer is a trusted proxy — then the
 * X-Forwarded-For entries are walked from the nearest, and the first address that is not a
 * trusted proxy (or the farthest one they vouch for) is the client. Entries left of it were
 * written by the client and are never believed; a malformed entry stops the walk.
 */
export function clientAddress(socket: string | undefined, forwardedFor: string | undefined, trust: TrustProxy): string {
  const peer = normalizeAddress(socket);
  if (!peer) return 'unknown';
  if (trust.kind === 'none' || !forwardedFor) return peer;
  const hops = forwardedFor.split(',').reverse();
  let client = peer;
  for (let distance = 0; distance < hops.length && isTrusted(client, distance, trust); distance++) {
    const next = normalizeAddress(hops[distance]);
    if (!next) break;
    client = next;
  }
  return client;
}

/**
 * Whether a trusted proxy says the client used HTTPS: only when the socket peer is trusted; the
 * first (client-side) `X-Forwarded-Proto` value counts, as in Express.
 */
export function forwardedHttps(
  socket: string | undefined,
  forwardedProto: string | undefined,
  trust: TrustProxy,
): boolean {
  const peer = normalizeAddress(socket);
  if (!peer || !forwardedProto || !isTrusted(peer, 0, trust)) return false;
  return forwardedProto.split(',')[0]?.trim().toLowerCase() === 'https';
}
