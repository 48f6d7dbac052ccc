import type { Tooltip } from '#core/content';
import { useI18n } from '../../i18n/use-i18n';
import { bannerHref } from '../links';

/*
 * Event tooltips below the header, each closable (SPEC §2), and closed for good once closed
 * (ADR 0085). The ids closed are kept in this browser's localStorage, never in
 * the HTML: anonymous pages are cached and shared (ADR 0066). A script in the head hides them
 * before the first paint, so a closed tooltip does not flash back, whether or not React runs.
 */

/** Not under `poplavok:`: signing out forgets personal data, not which notes were read. */
const storageKey = 'poplavok.closed-tooltips';
/** The newest ids kept: tooltips are few and short-lived. */
const keepIds = 50;

/**
 * Inline in the head (with the page's nonce; a cached page's CSP lists its hash): one constructed
 * stylesheet hiding each closed tooltip by its `data-tip`. Ids are checked to be digits.
 */
export const closedTooltipsScript = `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||"[]");if(Array.isArray(s)&&s.length){var c=s.filter(function(i){return/^\\d{1,9}$/.test(i)}).map(function(i){return'.tooltips [data-tip="'+i+'"]'}).join(",")+"{display:none}",h=new CSSStyleSheet();h.replaceSync(c);document.adoptedStyleSheets=document.adoptedStyleSheets.concat(h)}}catch(e){}`;

function rememberClosed(id: number): void {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? '[]');
    const ids = Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];
    const next = [...ids.filter((item) => item !== String(id)), String(id)].slice(-keepIds);
    window.localStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Storage disabled or full: the tooltip stays closed on this page only.
  }
}

export function HeaderTooltips({ tooltips }: { tooltips: Tooltip[] }) {
  const { t, href } = useI18n();
  if (!tooltips.length) return null;
  return (
    <ul className="tooltips">
      {tooltips.map((tip) => {
        // A link saved before the safe-link rule (ADR 0111) that is not one any more: the text without a link.
        const link = bannerHref(tip.link, href);
        return (
          <li key={tip.id} data-tip={tip.id}>
            <details
              open
              onToggle={(event) => {
                if (!event.currentTarget.open) rememberClosed(tip.id);
              }}
            >
              <summary aria-label={t('header.closeTooltip')}>×</summary>
              {link ? (
                <a className="tooltip-text" href={link}>
                  {tip.text}
                </a>
              ) : (
                <span className="tooltip-text">{tip.text}</span>
              )}
            </details>
          </li>
        );
      })}
    </ul>
  );
}
