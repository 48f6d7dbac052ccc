import { describe, expect, it } from 'vitest';
import { ownPath, safeLink } from './safe-link';

describe('links an editor types', () => {
  it('keeps a path of this shop and an https address as typed', () => {
    for (const link of [
      '/',
      '/discounts',
      '/ru/pages/contacts?from=banner#top',
      '/промо',
      '/x/../sale',
      'https://youtube.com/watch?v=1',
      'HTTPS://Example.com',
    ])
      expect(safeLink(link), link).toBe(link);
    expect(safeLink('  /sale  ')).toBe('/sale');
  });

  it('refuses what a browser would read as another site, a script, plain http or nothing', () => {
    for (const link of [
      '/\\evil.example',
      '//evil.example',
      '///evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '/\t/evil.example',
      ' /\t/evil',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\u200b/evil.example',
      '/x/..//evil.example',
      '/x/..\\/evil.example',
      '/%2e%2e//evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'http://evil.example',
      'https:evil.example',
      'https:/evil.example',
      'https://poplavok.ua@evil.example',
      'https://user:pass@evil.example',
      'https://',
      'evil.example',
      'mailto:a@b.c',
      '',
      '   ',
      null,
      undefined,
      `/${'a'.repeat(500)}`,
    ])
      expect(safeLink(link), JSON.stringify(link)).toBeNull();
  });

  it('a path stays on this shop once resolved', () => {
    expect(ownPath('/x/../sale?a=1')?.pathname).toBe('/sale');
    for (const path of ['/\\evil.example', '//evil.example', '/\t/evil.example', '/x/..//evil.example', 'sale'])
      expect(ownPath(path), JSON.stringify(path)).toBeNull();
  });
});
