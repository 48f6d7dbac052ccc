import { describe, expect, it } from 'vitest';
import { provenance } from './same-origin';

const url = 'http://shop.example/profile';
const from = (headers: Record<string, string>) => provenance(new Headers(headers), url);

describe('where a form post comes from (ADR 0045, "Origin: null")', () => {
  it('Fetch Metadata decides when a browser sends it: only same-origin is ours', () => {
    expect(from({ 'sec-fetch-site': 'same-origin', origin: 'null' })).toBe('same');
    expect(from({ 'sec-fetch-site': 'cross-site', origin: 'http://shop.example' })).toBe('cross');
    expect(from({ 'sec-fetch-site': 'same-site' })).toBe('cross');
    expect(from({ 'sec-fetch-site': 'none' })).toBe('cross');
  });

  it('without it, the Origin, then the Referer; `Origin: null` alone tells nothing and is refused', () => {
    expect(from({ origin: 'http://shop.example' })).toBe('same');
    expect(from({ origin: 'https://evil.example' })).toBe('cross');
    expect(from({ referer: 'http://shop.example/checkout' })).toBe('same');
    expect(from({ referer: 'not a url' })).toBe('cross');
    expect(from({ origin: 'null' })).toBe('cross');
    expect(from({ origin: 'null', referer: 'http://shop.example/' })).toBe('same');
    expect(from({})).toBe('unknown');
  });

  it('compares with the Host the browser used', () => {
    expect(provenance(new Headers({ host: 'shop.example', origin: 'http://shop.example' }), 'http://localhost/')).toBe(
      'same',
    );
  });
});
