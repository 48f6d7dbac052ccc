import { data } from 'react-router';
import { z } from 'zod';
import { listBrandGoods } from '#core/catalog';
import { GoodGrid } from '../components/good-card';
import { paths } from '../components/links';
import { NotFound } from '../components/not-found';
import { Pagination } from '../components/pagination';
import { formatGoodsCount } from '../i18n/translate';
import { useI18n } from '../i18n/use-i18n';
import { requestCtx } from '../request-ctx.server';
import type { Route } from './+types/brand';

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: `${data.page.brand.title} — Поплавок` }] : []);

const params = z.object({ name: z.string().regex(/^[a-z0-9-]{1,80}$/) });
const query = z.object({ page: z.coerce.number().int().min(1).max(1000).catch(1) });

export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  const { page } = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  const result = parsed.success
    ? await listBrandGoods(requestCtx(request, context.services), parsed.data.name, page)
    : null;
  if (!result) throw data(null, { status: 404 });
  return { page: result };
}

export default function Brand({ loaderData: { page } }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const link = (target: number) => `${paths.brand(page.brand.slug)}?page=${target}`;
  return (
    <div className="listing">
      <h1>
        {page.brand.title} <small>{formatGoodsCount(page.total, locale)}</small>
      </h1>
      {page.brand.isOwn ? <p className="in-stock">{t('brands.own')}</p> : null}
      {page.brand.description ? <p>{page.brand.description}</p> : null}
      {page.goods.length ? (
        <GoodGrid goods={page.goods} eagerFirst={4} />
      ) : (
        <p className="empty">{t('listing.empty')}</p>
      )}
      <Pagination page={page.page} pageCount={page.pageCount} href={link} />
    </div>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
