import { data, redirect } from 'react-router';
import { z } from 'zod';
import { cacheTagsComplete } from '#core/cache-tags';
import { getArticle, listArticles } from '#core/content';
import type { Services } from '#server/context';
import { localizePath, stripLocale } from '../../i18n/locale';
import { requestCtx } from '../../request-ctx.server';

/** `{id}-{name}` is an article; any other slug under /blog is a blog category (SPEC §2). */
const articleParam = /^([1-9]\d{0,8})(?:-([a-z0-9-]{0,200}))?$/;
const slugParam = z.string().regex(/^[a-z0-9-]{1,80}$/);
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).catch(1) });

export async function loadArticles(request: Request, param: string | undefined, services: Services) {
  // Articles show no goods; the list and the article note their own tags (ADR 0095).
  cacheTagsComplete();
  const url = new URL(request.url);
  const ctx = requestCtx(request, services);
  const kind: 'blog' | 'news' = stripLocale(url.pathname).startsWith('/news') ? 'news' : 'blog';
  const article = param ? articleParam.exec(param) : null;
  if (article) {
    const found = await getArticle(ctx, kind, Number(article[1]));
    if (!found) throw data(null, { status: 404 });
    if (article[2] !== found.slug) throw redirect(localizePath(`/${kind}/${found.id}-${found.slug}`, ctx.locale), 301);
    return { view: 'article' as const, kind, article: found };
  }
  if (param !== undefined && (kind === 'news' || !slugParam.safeParse(param).success))
    throw data(null, { status: 404 });
  const { page } = pageQuery.parse(Object.fromEntries(url.searchParams));
  const list = await listArticles(ctx, kind, { categorySlug: param, page });
  if (!list) throw data(null, { status: 404 });
  return { view: 'list' as const, kind, category: param ?? null, ...list };
}
