import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env';
import { createTestShop, type TestShop } from '#test/support/shop';
import { affiliateChange, readAffiliate } from './affiliate';

const change = (query: string) => affiliateChange(new URLSearchParams(query));

describe('the affiliate cookie sd_user (SPEC §9, ADR 0055)', () => {
  it('is set from aff_sub', () => {
    expect(change('aff_sub=partner-7')).toEqual({ set: 'partner-7' });
    expect(change('utm_source=admitad&utm_medium=cpa&aff_sub=a1b2.c3_d4~')).toEqual({ set: 'a1b2.c3_d4~' });
  });
  it.each([
    'utm_source=YouTube-PM',
    'utm_source=blogger',
    'utm_medium=cpc',
    'utm_medium=email',
    'utm_medium=webpush',
  ])('is cleared by %s', (query) => {
    expect(change(query)).toEqual({ clear: true });
  });
  it('the shop’s own channels win over an aff_sub on the same link, whatever the letter case', () => {
    expect(change('aff_sub=partner-7&utm_medium=cpc')).toEqual({ clear: true });
    expect(change('utm_source=youtube-pm&aff_sub=x')).toEqual({ clear: true });
    expect(change('utm_medium=EMAIL')).toEqual({ clear: true });
  });
  it('anything else leaves it alone: other channels, an empty or malformed aff_sub, no query', () => {
    expect(change('utm_source=google&utm_medium=organic')).toBeNull();
    expect(change('utm_source=YouTube&utm_medium=video')).toBeNull();
    expect(change('aff_sub=')).toBeNull();
    expect(change('aff_sub=a%3Bb')).toBeNull(); // `a;b` would break the cookie
    expect(change(`aff_sub=${'x'.repeat(101)}`)).toBeNull();
    expect(change('')).toBeNull();
  });
  it('is read back only in the shape it was set', () => {
    expect(readAffiliate('locale=ua; sd_user=partner-7')).toBe('partner-7');
    expect(readAffiliate('sd_user=<script>')).toBeNull();
    expect(readAffiliate(null)).toBeNull();
  });
  it('GTM_ID is checked at boot', () => {
    expect(parseEnv({ GTM_ID: 'GTM-ABC1234' }).GTM_ID).toBe('GTM-ABC1234');
    expect(() => parseEnv({ GTM_ID: 'UA-1234' })).toThrow(/GTM_ID/);
  });
});

let shop: TestShop;
let withGtm: TestShop;
beforeAll(async () => {
  [shop, withGtm] = await Promise.all([createTestShop(), createTestShop({ env: { GTM_ID: 'GTM-ABC1234' } })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([shop.close(), withGtm.close()]);
});

const get = (s: TestShop, url: string, cookie = 'locale=ua') =>
  s.app.request(`http://poplavok.example${url}`, { headers: { accept: 'text/html', cookie } });
const sdUser = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith('sd_user='));

describe('sd_user over HTTP: set by the server, so a landing works without JavaScript', () => {
  it('?aff_sub=x sets it for 30 days, HttpOnly, SameSite=Lax; the page is then not cached', async () => {
    const response = await get(shop, '/?aff_sub=x');
    expect(response.status).toBe(200);
    expect(sdUser(response)).toBe('sd_user=x; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
  it('?utm_medium=cpc clears it when the browser has one, and says nothing when it has none', async () => {
    const cleared = await get(shop, '/promotions?utm_medium=cpc', 'locale=ua; sd_user=x');
    expect(sdUser(cleared)).toBe('sd_user=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(sdUser(await get(shop, '/promotions?utm_medium=cpc'))).toBeUndefined();
  });
  it('is Secure over HTTPS (ADR 0042)', async () => {
    const response = await shop.app.request('https://poplavok.example/?aff_sub=x', {
      headers: { accept: 'text/html', cookie: 'locale=ua' },
    });
    expect(sdUser(response)).toMatch(/; Secure$/);
  });
  it('pages only: the API and static files do not touch it', async () => {
    expect(sdUser(await get(shop, '/site/home/?aff_sub=x'))).toBeUndefined();
    expect(sdUser(await get(shop, '/healthz?aff_sub=x'))).toBeUndefined();
  });
});

describe('Google Tag Manager only when GTM_ID is configured (ADR 0054)', () => {
  it('without it: no third-party script on the page and a CSP of our origin only (map tiles aside, ADR 0062)', async () => {
    const response = await get(shop, '/');
    const html = await response.text();
    expect(html).not.toContain('googletagmanager');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
    expect(csp.replace("img-src 'self' data: blob: https://tile.openstreetmap.org;", '')).not.toMatch(/https:/);
    expect(csp).toContain("connect-src 'self';");
  });
  it('with it: GTM loads under the page nonce, and the CSP opens script, image and connect sources to Google only', async () => {
    const response = await get(withGtm, '/');
    const html = await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(html).toContain(
      `<script nonce="${nonce}" async="" src="https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234">`,
    );
    // The nonce is base64 (`+`, `/`): compare as text, not as a pattern.
    expect(html).toContain(`<script nonce="${nonce}">window.dataLayer=`);
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' https://www.googletagmanager.com;`);
    expect(csp).toMatch(
      /img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org https:\/\/\*\.google-analytics\.com/,
    );
    expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
