import { listFish } from '#core/catalog';
import { paths } from '../components/links';
import { CategoryTiles } from '../components/listing/category-tiles';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { useI18n } from '../i18n/use-i18n';
import { requestCtx } from '../request-ctx.server';
import { metaTranslator, pageMeta } from '../seo/meta';
import type { Route } from './+types/all-fish';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('fish.all'), description: t('fish.allDescription') });
};

/** `/all-fish` (SPEC §2): every fish type, each leading to its page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { fish: await listFish(requestCtx(request, context.services)) };
}

export default function AllFish({ loaderData: { fish } }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="listing">
      <Breadcrumbs path={[]} current={t('fish.all')} />
      <h1>{t('fish.all')}</h1>
      <p>{t('fish.allDescription')}</p>
      <CategoryTiles items={fish} href={(f) => paths.fish(f.slug, f.id)} />
    </div>
  );
}
