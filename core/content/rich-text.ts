import sanitizeHtml from 'sanitize-html';
import { safeLink } from '#core/shared';

/**
 * The HTML subset shop texts may use (promotions, articles, pages): structure and emphasis, links
 * and images, nothing that runs or restyles the page. Everything else is dropped, its text kept,
 * so a feed or an editor can never put a script, a style or an event handler on a page (* descriptions are rendered as HTML, never shown as literal tags).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], th: ['scope'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // A heading level the page already uses for its title becomes the next one down.
    h1: 'h2',
    // A link is one of the shop's paths or an https address, as for banners (// `/\\evil.example` reads as another host), or a mail or phone link; any other loses its href
    // and stays as words. External links open in a new tab without giving it a handle on ours
    // (SPEC §2 footer rule).
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      if (href === undefined) return { tagName, attribs };
      if (/^(mailto|tel):/i.test(href)) return { tagName, attribs };
      const safe = safeLink(href);
      if (!safe) return { tagName, attribs: rest };
      const external = !safe.startsWith('/');
      // Attributes in one order (href first, target and rel last), so sanitising is idempotent.
      const { target: _target, rel: _rel, ...others } = rest;
      return {
        tagName,
        attribs: external
          ? { href: safe, ...others, target: '_blank', rel: 'noopener noreferrer' }
          : { href: safe, ...rest },
      };
    },
  },
};

/**
 * Safe HTML for `dangerouslySetInnerHTML`; text that does not start with a block is wrapped in a
 * paragraph. Idempotent (its output sanitises to itself), with line ends as LF: a textarea posts
 * CRLF, an editor may leave blank space around what it writes.
 */
export function sanitizeRichText(html: string): string {
  const trimmed = html.replace(/\r\n?/g, '\n').trim();
  if (!trimmed) return '';
  const clean = sanitizeHtml(trimmed, options).trim();
  if (!clean || /^<(p|h[2-4]|ul|ol|table|blockquote|hr)\b/.test(clean)) return clean;
  // Wrapped text that holds a block reads back as paragraphs split around it: parse it once more,
  // so the answer is what a second save would store, without the empty paragraphs a split leaves.
  return sanitizeHtml(`<p>${clean}</p>`, options)
    .replace(/<p>\s*<\/p>/g, '')
    .trim();
}

/**
 * What a save stores for a rich text: the stored text itself when the input means the same (both
 * sanitise alike — a plain demo or imported text saved unchanged from the form), else the input
 * sanitised. So an unchanged save changes nothing and logs nothing.
 */
export function richTextToStore(stored: string | null | undefined, input: string): string {
  const clean = sanitizeRichText(input);
  return stored !== null && stored !== undefined && sanitizeRichText(stored) === clean ? stored : clean;
}

/** The words of a rich text, for meta descriptions and previews. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
