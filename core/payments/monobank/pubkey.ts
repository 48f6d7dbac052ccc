import { verify as verifySignature } from 'node:crypto';

/** Refetches of the key after a failed check: at most one a minute (forged calls cannot make us hammer monobank). */
export const refetchEveryMs = 60_000;

export type MonobankKeyRing = {
  /** Checks `X-Sign` over the raw body; on a failure refetches the key once (rotation), rate-limited. */
  check: (body: string, signature: string) => Promise<'valid' | 'invalid' | 'no key'>;
};

/**
 * monobank's webhook key (ECDSA P-256, SHA-256; `GET /api/merchant/pubkey` answers the PEM in
 * base64): fetched lazily, cached, and refetched once when a signature fails (monobank rotates
 * it), no more often than once a minute.
 */
export function monobankKeyRing(loadKey: () => Promise<string>, now: () => number = Date.now): MonobankKeyRing {
  let key: Promise<string> | null = null;
  let lastRefetch = Number.NEGATIVE_INFINITY;
  let lastFailure = Number.NEGATIVE_INFINITY;

  const load = () => {
    const loading = loadKey();
    // A failed load is forgotten so a later webhook asks again (not within the minute).
    loading.catch(() => {
      lastFailure = now();
      if (key === loading) key = null;
    });
    key = loading;
    return loading;
  };
  const isValid = (pem: string, body: string, signature: Buffer) => {
    try {
      return verifySignature('sha256', Buffer.from(body, 'utf8'), pem, signature);
    } catch {
      return false;
    }
  };

  return {
    async check(body, sign) {
      if (!/^[A-Za-z0-9+/]+=*$/.test(sign) || sign.length > 200) return 'invalid';
      const signature = Buffer.from(sign, 'base64');
      if (!key && now() - lastFailure < refetchEveryMs) return 'no key';
      let pem: string;
      try {
        pem = await (key ?? load());
      } catch {
        return 'no key';
      }
      if (isValid(pem, body, signature)) return 'valid';
      if (now() - lastRefetch < refetchEveryMs) return 'invalid';
      lastRefetch = now();
      let fresh: string;
      try {
        fresh = await load();
      } catch {
        return 'no key';
      }
      return fresh !== pem && isValid(fresh, body, signature) ? 'valid' : 'invalid';
    },
  };
}
