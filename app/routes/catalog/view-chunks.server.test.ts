import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { viewChunks } from './view-chunks.server';

describe('the catalogue views a page preloads (ADR 0134)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'poplavok-views-'));
  const file = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text);
    return pathToFileURL(path.join(dir, name));
  };

  it("a build's list: the view's chunks, nothing for a view it does not name", () => {
    const built = file('views.json', JSON.stringify({ good: ['/assets/good-view-AbC_1.js', '/assets/price-x.js'] }));
    expect(viewChunks('good', built)).toEqual(['/assets/good-view-AbC_1.js', '/assets/price-x.js']);
    expect(viewChunks('fish', built)).toEqual([]);
  });

  it('no build (tests, npm run dev): nothing to preload', () => {
    expect(viewChunks('category', pathToFileURL(path.join(dir, 'none.json')))).toEqual([]);
  });

  it('an address that is not one of our assets fails, rather than reaching the page', () => {
    const odd = file('odd.json', JSON.stringify({ good: ['https://elsewhere.example/x.js'] }));
    expect(() => viewChunks('good', odd)).toThrow();
  });
});
