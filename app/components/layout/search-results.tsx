import { formatMoney } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
import { GoodImage } from '../media/good-image';
import { GoodCode } from '../product/good-code';
import { LocalizedLink } from '../ui/localized-link';
import { searchHref } from './search-paths';
import { type SearchAnswer, type SearchItem, useLiveSearch } from './use-live-search';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/chrome-later';

/** SPEC §9: a second view-all button when more than 15 goods match. */
const secondButtonOver = 15;

type Props = {
  query: string;
  category: number | null;
  onCategory: (id: number | null) => void;
  onSuggest: (query: string) => void;
};

/**
 * The search overlay's panel (SPEC §2 Search overlay, ADR 0065): the live search and what it found.
 * Its own chunk, loaded when the search box is first pointed at or focused (ADR 0122), so pages
 * that are never searched from do not download or hydrate it.
 */
export function SearchResults({ query, category, onCategory, onSuggest }: Props) {
  const { locale } = useI18n();
  const search = useLiveSearch(query, category, locale);
  return (
    <Results
      answer={search.answer}
      state={search.state}
      query={query}
      category={category}
      allTotal={search.allTotal}
      onCategory={onCategory}
      onSuggest={onSuggest}
    />
  );
}

function Results({
  answer,
  state,
  query,
  category,
  allTotal,
  onCategory,
  onSuggest,
}: {
  answer: SearchAnswer | null;
  state: 'loading' | 'done' | 'failed';
  query: string;
  category: number | null;
  allTotal: number | null;
  onCategory: (id: number | null) => void;
  onSuggest: (query: string) => void;
}) {
  const { t, locale } = useI18n();
  const title = (x: { title: string; title_ua: string }) => (locale === 'ua' ? x.title_ua : x.title);
  if (state === 'failed') return <p className="search-status">{t('search.failed')}</p>;
  if (!answer)
    return (
      <p className="search-status" aria-live="polite">
        {t('search.loading')}
      </p>
    );
  const q = answer.query || query.trim();
  const viewAll = searchHref(q, category);
  const viewAllLabel = t('search.viewAll', { count: answer.total });
  return (
    <div className={state === 'loading' ? 'search-results is-stale' : 'search-results'}>
      <p className="visually-hidden" aria-live="polite">
        {answer.total ? t('search.found', { count: answer.total }) : t('search.empty')}
      </p>
      <div className="search-side">
        {answer.suggest.length ? (
          <div className="search-block">
            <h2>{t('search.suggestions')}</h2>
            <ul className="search-tags">
              {answer.suggest.map((s) => (
                <li key={s}>
                  <button type="button" data-search-nav onClick={() => onSuggest(s)}>
                    {s}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {answer.categories.length ? (
          <div className="search-block">
            <h2>{t('search.categories')}</h2>
            <ul className="search-categories">
              <li>
                <button type="button" data-search-nav aria-pressed={category === null} onClick={() => onCategory(null)}>
                  {t('search.all')} <span className="search-count">{allTotal ?? answer.total}</span>
                </button>
              </li>
              {answer.categories.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    data-search-nav
                    aria-pressed={category === c.id}
                    onClick={() => onCategory(c.id)}
                  >
                    {title(c)} <span className="search-count">{c.count}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {answer.brands.length ? (
          <div className="search-block">
            <h2>{t('search.brands')}</h2>
            <ul className="search-brands">
              {answer.brands.map((b) => (
                <li key={b.id}>
                  <LocalizedLink data-search-nav to={`${searchHref(q)}/brand=${b.name}`}>
                    {b.title}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="search-main">
        {answer.total === 0 ? (
          <div className="search-empty">
            <p>
              <strong>{t('search.empty')}</strong>
            </p>
            <p>{t('search.emptyHint')}</p>
          </div>
        ) : (
          <>
            <div className="search-main-head">
              <h2>{t('search.goods')}</h2>
              <LocalizedLink className="button search-view-all" data-search-nav to={viewAll}>
                {viewAllLabel}
              </LocalizedLink>
            </div>
            <ul className="search-goods">
              {answer.results.items.map((item) => (
                <li key={item.id}>
                  <Item item={item} />
                </li>
              ))}
            </ul>
            {answer.total > secondButtonOver ? (
              <LocalizedLink className="button search-view-all search-view-all-bottom" data-search-nav to={viewAll}>
                {viewAllLabel}
              </LocalizedLink>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

/** UAH from the API (the double nearest a two-decimal amount) back to integer kopiyky for `formatMoney`. */
const kopiyky = (uah: number) => Math.round(uah * 100);

function Item({ item }: { item: SearchItem }) {
  const { t, locale } = useI18n();
  const image = item.images[0];
  const hasOld = item.old_price !== null && item.old_price > item.price;
  return (
    <article className="search-item">
      <LocalizedLink to={paths.good(item.name_ua, item.id)} className="search-item-link" data-search-nav>
        <span className="search-item-image">
          {image ? (
            <GoodImage src={image} alt="" sizes="72px" width={72} height={72} fallbackWidth={160} widths={[160, 320]} />
          ) : null}
        </span>
        <span className="search-item-title">{locale === 'ua' ? item.title_ua : item.title}</span>
      </LocalizedLink>
      <div className="search-item-meta">
        <GoodCode code={item.ext_id} />
        {item.sell_status !== '4' ? <p className="search-item-na">{t('good.notAvailable')}</p> : null}
        <p className="search-item-price">
          {hasOld ? (
            <span className="search-item-old">
              <s>{formatMoney(kopiyky(item.old_price ?? 0), locale)}</s>
              {item.discount_percent > 0 ? <span className="badge badge-sale">−{item.discount_percent}%</span> : null}
            </span>
          ) : null}
          <span className={hasOld ? 'price-now is-sale' : 'price-now'}>{formatMoney(kopiyky(item.price), locale)}</span>
        </p>
      </div>
    </article>
  );
}
