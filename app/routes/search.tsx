import { data } from 'react-router';
import { z } from 'zod';
import { maxQueryLength, searchGoods } from '#core/search';
import { GoodGrid } from '../components/good-card';
import { LocalizedLink } from '../components/localized-link';
import { NotFound } from '../components/not-found';
import { Pagination } from '../components/pagination';
import { formatGoodsCount, translator } from '../i18n/translate';
import { useI18n } from '../i18n/use-i18n';
import { requestCtx } from '../request-ctx.server';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = ({ data, location }) => {
  const t = translator(location.pathname.startsWith('/ru') ? 'ru' : 'ua');
  return data
    ? [
        { title: `${t('search.title', { query: data.result.query })} — ${t('site.name')}` },
        { name: 'robots', content: 'noindex' },
      ]
    : [];
};

const params = z.object({
  query: z
    .string()
    .min(1)
    .max(maxQueryLength * 3),
});
const searchParams = z.object({
  category: z.coerce.number().int().positive().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});

export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { category, page } = searchParams.parse(Object.fromEntries(url.searchParams));
  const result = await searchGoods(requestCtx(request, context.services), parsed.data.query, {
    page,
    categoryId: category,
  });
  return { result, category: category ?? null };
}

export default function Search({ loaderData: { result, category } }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const base = `/search/${encodeURIComponent(result.query)}`;
  return (
    <div className="listing">
      <h1>
        {t('search.title', { query: result.query })} <small>{formatGoodsCount(result.total, locale)}</small>
      </h1>
      {result.categories.length > 1 ? (
        <nav aria-label={t('home.categories')}>
          <ul className="chips">
            <li>
              <LocalizedLink to={base} aria-current={category === null ? 'true' : undefined}>
                {t('search.all')}
              </LocalizedLink>
            </li>
            {result.categories.map((c) => (
              <li key={c.id}>
                <LocalizedLink to={`${base}?category=${c.id}`} aria-current={category === c.id ? 'true' : undefined}>
                  {c.title} <span className="count">{c.count}</span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {result.goods.length ? (
        <GoodGrid goods={result.goods} eagerFirst={4} />
      ) : (
        <div className="empty">
          <p>
            <strong>{t('search.empty')}</strong>
          </p>
          <p>{t('search.emptyHint')}</p>
        </div>
      )}
      <Pagination
        page={result.page}
        pageCount={result.pageCount}
        href={(n) => `${base}?page=${n}${category ? `&category=${category}` : ''}`}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
