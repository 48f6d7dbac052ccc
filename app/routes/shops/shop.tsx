import { data } from 'react-router';
import { z } from 'zod';
import { getStore } from '#core/stores';
import { paths } from '../../components/links';
import { NotFound } from '../../components/not-found';
import { GoodGrid } from '../../components/product/good-card';
import { routeHref, StoreHours } from '../../components/stores/store-hours';
import { StoreMap } from '../../components/stores/store-map';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
// The texts only this screen renders, both languages: not in the language layout (ADR 0123).
import '../../i18n/messages/pages/shop';
import { useI18n } from '../../i18n/use-i18n';
import { requestCtx } from '../../request-ctx.server';
import { structuredData } from '../../seo/head';
import { metaTranslator, pageMeta } from '../../seo/meta';
import { breadcrumbList, store } from '../../seo/structured-data';
import type { Route } from './+types/shop';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = (args) => {
  const { data: loaded } = args;
  if (!loaded) return [];
  const { t } = metaTranslator(args.location);
  const { store } = loaded;
  return pageMeta(args, {
    title: `${store.title}, ${store.town.title}`,
    description: t('shop.description', { shop: store.title, address: store.address }),
  });
};

export const handle = structuredData<Route.ComponentProps['loaderData']>((input) => {
  const { store: shop } = input.data;
  const path = paths.shop(shop.town.slug, shop.slug);
  return [
    store(input, shop, path),
    breadcrumbList(input, [
      { name: input.t('nav.shops'), path: paths.shops },
      { name: shop.town.title, path: paths.town(shop.town.slug) },
      { name: shop.title, path },
    ]),
  ];
});

const params = z.object({ town: z.string().regex(/^[a-z0-9-]{1,80}$/), shop: z.string().regex(/^[a-z0-9-]{1,120}$/) });

/** One shop (SPEC §2 /shops/{town_name}/{name}): address, hours, phone, route, what it has in stock. */
export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  const store = parsed.success
    ? await getStore(requestCtx(request, context.services), parsed.data.town, parsed.data.shop)
    : null;
  if (!store) throw data(null, { status: 404 });
  return { store };
}

export default function Shop({ loaderData: { store } }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="shop-page">
      <Breadcrumbs
        trail={[
          { href: paths.shops, title: t('nav.shops') },
          { href: paths.town(store.town.slug), title: store.town.title },
        ]}
        current={store.title}
      />
      <h1>{store.title}</h1>
      <div className="store-card">
        <p>{store.address}</p>
        <p>
          <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
        </p>
        {store.hasServiceCentre ? <p className="in-stock">{t('shops.service')}</p> : null}
        <h2>{t('shop.hours')}</h2>
        <StoreHours hours={store.hours} />
        <p>
          <a href={routeHref(store.lat, store.lng)} target="_blank" rel="noopener noreferrer" className="button">
            {t('shops.route')}
          </a>
        </p>
      </div>
      <StoreMap points={[store]} />
      <section className="home-section" aria-labelledby="shop-stock">
        <h2 id="shop-stock">{t('shop.inStock')}</h2>
        <p>{t('shop.stockCount', { count: store.stockCount })}</p>
        {store.inStock.length ? <GoodGrid goods={store.inStock} eagerFirst={0} /> : null}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
