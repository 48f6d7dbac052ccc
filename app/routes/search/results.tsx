import { data } from 'react-router';
import { z } from 'zod';
import { maxQueryLength } from '#core/search';
import { idSchema } from '#core/shared';
import { ListingView } from '../../components/listing/listing-view';
import { NotFound } from '../../components/not-found';
import { LocalizedLink } from '../../components/ui/localized-link';
import { formatGoodsCount } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import { requestCtx } from '../../request-ctx.server';
import { metaTranslator, pageMeta } from '../../seo/meta';
import type { Route } from './+types/results';
import { loadSearchPage } from './results.server';

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  if (!data) return [];
  const { t } = metaTranslator(args.location);
  const query = data.query;
  return pageMeta(args, {
    title: t('search.title', { query }),
    description: t('seo.search', { query }),
    noindex: true,
  });
};

const params = z.object({
  query: z
    .string()
    .min(1)
    .max(maxQueryLength * 3),
  filter: z.string().optional(),
});
const searchParams = z.object({
  category: idSchema().optional().catch(undefined),
});

/** `/search/{query}[/{filter}]` (SPEC §2): the engine's page with facets; `?category=` narrows (ADR 0065). */
export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { category } = searchParams.parse(Object.fromEntries(url.searchParams));
  const ctx = requestCtx(request, context.services);
  return loadSearchPage(request, ctx, { query: parsed.data.query, segment: parsed.data.filter, category });
}

export default function Search({
  loaderData: { query, base, view, categories, category, corrected },
}: Route.ComponentProps) {
  const { t, locale } = useI18n();
  return (
    <ListingView
      view={view}
      header={
        <>
          <h1>
            {t('search.title', { query })} <small>{formatGoodsCount(view.total, locale)}</small>
          </h1>
          {corrected ? (
            <p className="search-corrected">
              {t('search.didYouMean')}{' '}
              <LocalizedLink to={`/search/${encodeURIComponent(corrected)}`}>«{corrected}»</LocalizedLink>?
            </p>
          ) : null}
          {categories.length > 1 ? (
            <nav aria-label={t('home.categories')}>
              <ul className="chips">
                <li>
                  <LocalizedLink to={base} aria-current={category === null ? 'true' : undefined}>
                    {t('search.all')}
                  </LocalizedLink>
                </li>
                {categories.map((c) => (
                  <li key={c.id}>
                    <LocalizedLink
                      to={`${base}?category=${c.id}`}
                      aria-current={category === c.id ? 'true' : undefined}
                    >
                      {c.title} <span className="count">{c.count}</span>
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </>
      }
      empty={
        <div className="empty">
          <p>
            <strong>{t('search.empty')}</strong>
          </p>
          <p>{t('search.emptyHint')}</p>
        </div>
      }
    />
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
