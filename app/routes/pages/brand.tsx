import { data } from 'react-router';
import { z } from 'zod';
import { cacheTagsComplete } from '#core/cache-tags';
import { listBrandGoods } from '#core/catalog';
import { paths } from '../../components/links';
import { ListingView } from '../../components/listing/listing-view';
import { NotFound } from '../../components/not-found';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { formatGoodsCount } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import { loadListing } from '../../listing.server';
import { requestCtx } from '../../request-ctx.server';
import { listingTitle } from '../../seo/listing-title';
import { clip, listingMeta, metaTranslator } from '../../seo/meta';
import type { Route } from './+types/brand';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  if (!data) return [];
  const { t, locale } = metaTranslator(args.location);
  const { brand, view } = data;
  return listingMeta(args, {
    title: brand.title,
    description: brand.description
      ? clip(brand.description)
      : t('seo.brand', { brand: brand.title, count: formatGoodsCount(view.total, locale) }),
    view,
  });
};

const params = z.object({ name: z.string().regex(/^[a-z0-9-]{1,80}$/), filter: z.string().optional() });

/** `/pages/brands/{name}[/{filter}]` (SPEC §2): a brand's goods with every facet but brands (ADR 0058). */
export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw data(null, { status: 404 });
  const ctx = requestCtx(request, context.services);
  const found = await listBrandGoods(ctx, parsed.data.name, 1);
  if (!found) throw data(null, { status: 404 });
  const { brand } = found;
  const view = await loadListing(request, ctx, {
    scope: { kind: 'brand', id: brand.id },
    base: paths.brand(brand.slug),
    segment: parsed.data.filter,
    noBrands: true,
  });
  // Its listing notes its scope: other goods' changes leave this page cached (ADR 0080).
  cacheTagsComplete();
  return { brand, view, canonicalPath: view.canonicalPath };
}

export default function Brand({ loaderData: { brand, view } }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  return (
    <ListingView
      view={view}
      header={
        <>
          <Breadcrumbs trail={[{ href: paths.brands, title: t('brands.title') }]} current={brand.title} />
          <h1>
            {listingTitle(brand.title, view.selection)} <small>{formatGoodsCount(view.total, locale)}</small>
          </h1>
          {brand.isOwn ? <p className="in-stock">{t('brands.own')}</p> : null}
          {brand.description && view.page === 1 ? <p className="listing-intro">{brand.description}</p> : null}
        </>
      }
    />
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
