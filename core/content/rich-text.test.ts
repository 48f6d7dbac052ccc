import { describe, expect, it } from 'vitest';
import { richTextToPlain, richTextToStore, sanitizeRichText } from './rich-text';

describe('shop texts rendered as HTML', () => {
  it('keeps structure and emphasis', () => {
    const html = '<p>Знижка <strong>20 %</strong></p><ul><li>котушки</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, styles, handlers and javascript: links, keeping the words', () => {
    const html =
      '<p onclick="steal()">Акція<script>alert(1)</script><style>body{display:none}</style></p>' +
      '<a href="javascript:alert(1)">тут</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|style|onclick|onerror|javascript:|iframe/i);
    expect(clean).toContain('Акція');
    expect(clean).toContain('тут');
  });

  it('opens external links in a new tab without an opener; local links stay', () => {
    expect(sanitizeRichText('<a href="https://youtube.com/x">відео</a>')).toBe(
      '<p><a href="https://youtube.com/x" target="_blank" rel="noopener noreferrer">відео</a></p>',
    );
    expect(sanitizeRichText('<p><a href="/sale">розпродаж</a></p>')).toBe('<p><a href="/sale">розпродаж</a></p>');
  });

  it('wraps plain text in a paragraph and demotes h1', () => {
    expect(sanitizeRichText('Просто текст & ще')).toBe('<p>Просто текст &amp; ще</p>');
    expect(sanitizeRichText('<h1>Заголовок</h1>')).toBe('<h2>Заголовок</h2>');
    expect(sanitizeRichText('  ')).toBe('');
  });

  it('gives plain words for meta descriptions', () => {
    expect(richTextToPlain('<p>Знижка <b>20 %</b></p>\n<p>на все</p>')).toBe('Знижка 20 % на все');
  });

  it('sanitising is idempotent and reads CRLF as LF', () => {
    const samples = [
      'Просто текст\r\nдругий рядок',
      '<strong>x</strong> і далі<p>y</p>',
      '<div>\n<p>a</p></div>',
      'a <br> b & c < d',
      '<ul><li>раз<li>два</ul>',
      '<p><a href="https://youtube.com/x">відео</a></p>',
      '<script>x()</script><h1>Заголовок</h1>',
    ];
    for (const html of samples) {
      const once = sanitizeRichText(html);
      expect(sanitizeRichText(once)).toBe(once);
    }
    expect(sanitizeRichText('a\r\nb\r\n')).toBe(sanitizeRichText('a\nb'));
  });

  it('a save keeps the stored text when the input means the same', () => {
    expect(richTextToStore('Котушка Brain', 'Котушка Brain\r\n')).toBe('Котушка Brain');
    expect(richTextToStore('Котушка Brain', '<p>Котушка Brain</p>')).toBe('Котушка Brain');
    expect(richTextToStore('Котушка Brain', 'Котушка <b>Brain</b>')).toBe('<p>Котушка <b>Brain</b></p>');
    expect(richTextToStore(null, 'нова')).toBe('<p>нова</p>');
  });
});
