import { data } from 'react-router';
import { z } from 'zod';
import { cacheTagsComplete } from '#core/cache-tags';
import { listTownStores } from '#core/stores';
import { paths } from '../../components/links';
import { NotFound } from '../../components/not-found';
import { routeHref, StoreHours } from '../../components/stores/store-hours';
import { StoreMap } from '../../components/stores/store-map';
import { LocalizedLink } from '../../components/ui/localized-link';
import { useI18n } from '../../i18n/use-i18n';
import { requestCtx } from '../../request-ctx.server';
import { metaTranslator, pageMeta } from '../../seo/meta';
import type { Route } from './+types/town';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  if (!data) return [];
  const { t } = metaTranslator(args.location);
  return pageMeta(args, {
    title: t('shops.inTown', { town: data.town.title }),
    description: t('seo.town', { town: data.town.title }),
  });
};

const params = z.object({ town: z.string().regex(/^[a-z0-9-]{1,80}$/) });

export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  // A town's stores show no goods; the list notes `stores` (ADR 0095).
  cacheTagsComplete();
  const town = parsed.success ? await listTownStores(requestCtx(request, context.services), parsed.data.town) : null;
  if (!town || town.stores.length === 0) throw data(null, { status: 404 });
  return { town };
}

export default function TownShops({ loaderData: { town } }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div>
      <h1>{t('shops.inTown', { town: town.title })}</h1>
      <StoreMap points={town.stores} />
      <ul className="store-list">
        {town.stores.map((store) => (
          <li key={store.id} className="store-card">
            <h2>
              <LocalizedLink to={paths.shop(town.slug, store.slug)}>{store.title}</LocalizedLink>
            </h2>
            <p>{store.address}</p>
            <p>
              <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
            </p>
            {store.hasServiceCentre ? <p className="in-stock">{t('shops.service')}</p> : null}
            <StoreHours hours={store.hours} />
            <a href={routeHref(store.lat, store.lng)} target="_blank" rel="noopener noreferrer">
              {t('shops.route')}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
