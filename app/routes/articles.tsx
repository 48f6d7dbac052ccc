import { paths } from '../components/links';
import { LocalizedLink } from '../components/localized-link';
import { NotFound } from '../components/not-found';
import { Pagination } from '../components/pagination';
import { formatDate, translator } from '../i18n/translate';
import { useI18n } from '../i18n/use-i18n';
import type { Route } from './+types/articles';
import { loadArticles } from './articles.server';

export const meta: Route.MetaFunction = ({ data, location }) => {
  const t = translator(location.pathname.startsWith('/ru') ? 'ru' : 'ua');
  if (!data) return [];
  if (data.view === 'article')
    return [
      { title: `${data.article.title} — ${t('site.name')}` },
      { name: 'description', content: data.article.excerpt },
    ];
  return [{ title: `${t(data.kind === 'blog' ? 'blog.title' : 'news.title')} — ${t('site.name')}` }];
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadArticles(request, (params as { param?: string }).param, context.services);
}

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  if (loaderData.view === 'article') {
    const { article, kind } = loaderData;
    return (
      <article className="static-page">
        <p className="promotion-meta">
          <LocalizedLink to={kind === 'blog' ? paths.blog : paths.news}>
            {t(kind === 'blog' ? 'blog.title' : 'news.title')}
          </LocalizedLink>
          {article.category ? (
            <>
              {' · '}
              <LocalizedLink to={paths.blogCategory(article.category.slug)}>{article.category.title}</LocalizedLink>
            </>
          ) : null}
          {' · '}
          <time dateTime={new Date(article.publishedAt).toISOString()}>
            {formatDate(new Date(article.publishedAt), locale)}
          </time>
        </p>
        <h1>{article.title}</h1>
        {article.image ? (
          <img className="promotion-banner" src={article.image} alt="" width={1200} height={400} />
        ) : null}
        {/* Articles are written by the shop: trusted HTML. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: article.body }} />
      </article>
    );
  }
  const { kind, articles, categories, category, page, pageCount } = loaderData;
  const base = category ? paths.blogCategory(category) : kind === 'blog' ? paths.blog : paths.news;
  return (
    <div>
      <h1>{t(kind === 'blog' ? 'blog.title' : 'news.title')}</h1>
      {categories.length ? (
        <ul className="chips">
          <li>
            <LocalizedLink to={paths.blog} aria-current={category === null ? 'true' : undefined}>
              {t('articles.all')}
            </LocalizedLink>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <LocalizedLink to={paths.blogCategory(c.slug)} aria-current={category === c.slug ? 'true' : undefined}>
                {c.title}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      ) : null}
      {articles.length === 0 ? <p className="empty">{t('articles.empty')}</p> : null}
      <ul className="promotion-tiles">
        {articles.map((a) => (
          <li key={a.id}>
            <LocalizedLink to={paths.article(kind, a.id, a.slug)}>
              {a.image ? <img src={a.image} alt="" width={400} height={200} loading="lazy" /> : null}
              <strong>{a.title}</strong>
              <span>{formatDate(new Date(a.publishedAt), locale)}</span>
              <span>{a.excerpt}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} href={(n) => `${base}?page=${n}`} />
    </div>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
