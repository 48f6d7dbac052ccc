import { cacheTagsComplete } from '#core/cache-tags';
import { listBrands } from '#core/catalog';
import { BrandTiles } from '../../components/listing/tiles';
import { useI18n } from '../../i18n/use-i18n';
import { requestCtx } from '../../request-ctx.server';
import { metaTranslator, pageMeta } from '../../seo/meta';
import type { Route } from './+types/brands';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('brands.title'), description: t('seo.brands') });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  // Brands only (a dictionary: any edit drops every page): no good's change drops it (ADR 0080).
  cacheTagsComplete();
  return { brands: await listBrands(requestCtx(request, context.services)) };
}

export default function Brands({ loaderData: { brands } }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div>
      <h1>{t('brands.title')}</h1>
      <BrandTiles brands={brands} />
    </div>
  );
}
