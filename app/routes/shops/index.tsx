import { cacheTagsComplete } from '#core/cache-tags';
import { listTownsWithStores } from '#core/stores';
import { TownList } from '../../components/listing/tiles';
import { useI18n } from '../../i18n/use-i18n';
import { requestCtx } from '../../request-ctx.server';
import { metaTranslator, pageMeta } from '../../seo/meta';
import type { Route } from './+types/index';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('shops.title'), description: t('seo.shops') });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  // Towns and their store counts (`store-towns`), no goods (ADR 0095).
  cacheTagsComplete();
  return { towns: await listTownsWithStores(requestCtx(request, context.services)) };
}

export default function Shops({ loaderData: { towns } }: Route.ComponentProps) {
  const { t } = useI18n();
  const total = towns.reduce((sum, town) => sum + town.stores, 0);
  return (
    <div>
      <h1>{t('shops.title')}</h1>
      <p>{t('home.shopsCount', { count: total, towns: towns.length })}</p>
      <TownList towns={towns} />
    </div>
  );
}
