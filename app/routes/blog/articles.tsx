import { paths } from '../../components/links';
import { Pagination } from '../../components/listing/pagination';
import { BannerImage, PromotionTileImage } from '../../components/media/pictures';
import { NotFound } from '../../components/not-found';
import { LocalizedLink } from '../../components/ui/localized-link';
import { formatDate } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import { structuredData } from '../../seo/head';
import { clip, metaTranslator, pageMeta } from '../../seo/meta';
import { breadcrumbList } from '../../seo/structured-data';
import type { Route } from './+types/articles';
import { loadArticles } from './articles.server';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  if (!data) return [];
  const { t } = metaTranslator(args.location);
  if (data.view === 'article') {
    return pageMeta(args, {
      title: data.article.title,
      description: clip(data.article.excerpt || data.article.body),
      type: 'article',
      image: data.article.image,
    });
  }
  const category = data.categories.find((c) => c.slug === data.category);
  if (category) {
    return pageMeta(args, {
      title: `${category.title} — ${t('blog.title')}`,
      description: t('seo.blogCategory', { category: category.title }),
    });
  }
  return pageMeta(args, {
    title: t(data.kind === 'blog' ? 'blog.title' : 'news.title'),
    description: t(data.kind === 'blog' ? 'seo.blog' : 'seo.news'),
  });
};

type Crumb = { name: string; path: string };

export const handle = structuredData<Route.ComponentProps['loaderData']>((input) => {
  const { data, t, origin } = input;
  const section: Crumb = { name: t(data.kind === 'blog' ? 'blog.title' : 'news.title'), path: paths[data.kind] };
  if (data.view === 'list') {
    const category = data.categories.find((c) => c.slug === data.category);
    return [
      breadcrumbList(
        input,
        category ? [section, { name: category.title, path: paths.blogCategory(category.slug) }] : [section],
      ),
    ];
  }
  const { article } = data;
  const path = paths.article(data.kind, article.id, article.slug);
  const crumbs = [section];
  if (article.category) crumbs.push({ name: article.category.title, path: paths.blogCategory(article.category.slug) });
  return [
    breadcrumbList(input, [...crumbs, { name: article.title, path }]),
    {
      '@context': 'https://schema.org',
      '@type': data.kind === 'news' ? 'NewsArticle' : 'BlogPosting',
      headline: article.title,
      datePublished: new Date(article.publishedAt).toISOString(),
      ...(article.image ? { image: [`${origin}${article.image}`] } : {}),
      publisher: { '@id': `${origin}/#organization` },
    },
  ];
});

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
        {article.image ? <BannerImage className="promotion-banner" src={article.image} alt="" first /> : null}
        {/* Sanitised in core (rich-text.ts). */}
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
              {a.image ? <PromotionTileImage src={a.image} /> : null}
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
