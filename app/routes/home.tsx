import { useRouteLoaderData } from 'react-router';
import { listBrands, listTaggedGoods } from '#core/catalog';
import { listActivePromotions, listBanners } from '#core/content';
import { listTownsWithStores } from '#core/stores';
import { GoodGrid } from '../components/good-card';
import { paths } from '../components/links';
import { LocalizedLink } from '../components/localized-link';
import { BrandTiles, TownList } from '../components/tiles';
import { formatDate, translator } from '../i18n/translate';
import { useI18n } from '../i18n/use-i18n';
import { requestCtx } from '../request-ctx.server';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translator(location.pathname.startsWith('/ru') ? 'ru' : 'ua');
  return [
    { title: `${t('site.name')} — ${t('site.tagline')}` },
    { name: 'description', content: t('site.description') },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requestCtx(request, context.services);
  const [banners, hits, novelty, discounts, brands, promotions, towns] = await Promise.all([
    listBanners(ctx, 'home'),
    listTaggedGoods(ctx, 'hits', 12),
    listTaggedGoods(ctx, 'novelty', 12),
    listTaggedGoods(ctx, 'discounts', 12),
    listBrands(ctx, { popularOnly: true, limit: 18 }),
    listActivePromotions(ctx, 6),
    listTownsWithStores(ctx),
  ]);
  return { banners, tagged: { hits, novelty, discounts }, brands, promotions, towns };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const layout = useRouteLoaderData<typeof rootLoader>('root');
  // The tiles show the second level (rods, reels, tents…): three top-level tiles say little.
  const categories = (layout?.header.menu ?? []).flatMap((root) => root.children);
  const { banners, tagged, brands, promotions, towns } = loaderData;
  const storesCount = towns.reduce((sum, town) => sum + town.stores, 0);
  return (
    <div className="home">
      <h1 className="visually-hidden">
        {t('site.name')} — {t('site.tagline')}
      </h1>
      {banners.length ? (
        <section className="home-banners" aria-label={t('nav.promotions')}>
          {banners.map((banner, index) => (
            <a key={banner.id} href={banner.link ?? '#'} className="home-banner">
              <img
                src={banner.image}
                alt={banner.title}
                width={1200}
                height={400}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
              />
            </a>
          ))}
        </section>
      ) : null}

      <section className="home-section" aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <ul className="category-tiles">
          {categories.map((category) => (
            <li key={category.id}>
              <LocalizedLink to={paths.category(category.slug, category.id)}>
                {category.icon ? <img src={category.icon} alt="" width={48} height={48} /> : null}
                <span>{category.title}</span>
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </section>

      {(['hits', 'novelty', 'discounts'] as const).map((tag, index) =>
        tagged[tag].length ? (
          <section key={tag} className="home-section" aria-labelledby={`home-${tag}`}>
            <h2 id={`home-${tag}`}>
              <LocalizedLink to={paths.tag(tag)}>{t(`home.${tag}`)}</LocalizedLink>
            </h2>
            <GoodGrid goods={tagged[tag]} eagerFirst={index === 0 ? 4 : 0} />
          </section>
        ) : null,
      )}

      {promotions.length ? (
        <section className="home-section" aria-labelledby="home-promotions">
          <h2 id="home-promotions">{t('home.promotions')}</h2>
          <ul className="promotion-tiles">
            {promotions.map((promotion) => (
              <li key={promotion.id}>
                <LocalizedLink to={paths.promotion(promotion.id, promotion.slug)}>
                  {promotion.banner ? (
                    <img src={promotion.banner} alt="" width={400} height={200} loading="lazy" />
                  ) : null}
                  <strong>{promotion.title}</strong>
                  <span>
                    {promotion.place} · {t('home.until', { date: formatDate(new Date(promotion.endsAt), locale) })}
                  </span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="home-section" aria-labelledby="home-brands">
        <h2 id="home-brands">{t('home.brands')}</h2>
        <BrandTiles brands={brands} />
      </section>

      <section className="home-section" aria-labelledby="home-shops">
        <h2 id="home-shops">{t('home.shops')}</h2>
        <p>{t('home.shopsCount', { count: storesCount, towns: towns.length })}</p>
        <TownList towns={towns} />
      </section>
    </div>
  );
}
