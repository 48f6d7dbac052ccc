import { cacheTagsComplete } from '#core/cache-tags';
import { tagIds } from '#core/catalog';
import { paths } from '../components/links';
import { ListingView } from '../components/listing/listing-view';
import { NotFound } from '../components/not-found';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { formatGoodsCount } from '../i18n/translate';
import { useI18n } from '../i18n/use-i18n';
import { loadListing } from '../listing.server';
import { requestCtx } from '../request-ctx.server';
import { listingTitle } from '../seo/listing-title';
import { listingMeta, metaTranslator } from '../seo/meta';
import type { Route } from './+types/sale';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  const view = args.data?.view;
  if (!view) return [];
  return listingMeta(args, { title: t('sale.title'), description: t('seo.sale'), view });
};

/** `/sale[/{filter}]` (SPEC §2): the discounted goods (tag 3) with facets (ADR 0058). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = requestCtx(request, context.services);
  const view = await loadListing(request, ctx, {
    scope: { kind: 'tag', id: tagIds.discounts },
    base: paths.sale,
    segment: params.filter,
  });
  // Its listing notes its scope: other goods' changes leave this page cached (ADR 0080).
  cacheTagsComplete();
  return { view, canonicalPath: view.canonicalPath };
}

export default function Sale({ loaderData: { view } }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  return (
    <ListingView
      view={view}
      header={
        <>
          <Breadcrumbs current={t('sale.title')} />
          <h1>{listingTitle(t('sale.title'), view.selection)}</h1>
          <p className="listing-count">{formatGoodsCount(view.total, locale)}</p>
        </>
      }
    />
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
