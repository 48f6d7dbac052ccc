import { cacheTagsComplete } from '#core/cache-tags';
import { getCategoryTree, listBrands, listTaggedGoods } from '#core/catalog';
import { listActivePromotions, listBanners } from '#core/content';
import { listTownsWithStores } from '#core/stores';
import { paths } from '../components/links';
import { CategoryTiles } from '../components/listing/category-tiles';
import { BrandTiles, TownList } from '../components/listing/tiles';
import { PromotionTileImage } from '../components/media/pictures';
import { GoodGrid } from '../components/product/good-card';
import { HeroSlider } from '../components/ui/hero-slider';
import { LocalizedLink } from '../components/ui/localized-link';
import { formatDate } from '../i18n/translate';
import { useI18n } from '../i18n/use-i18n';
import { requestCtx } from '../request-ctx.server';
import { structuredData } from '../seo/head';
import { metaTranslator, pageMeta } from '../seo/meta';
import { organization, webSite } from '../seo/structured-data';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, {
    title: `${t('site.name')} — ${t('site.tagline')}`,
    description: t('site.description'),
    ownTitle: true,
  });
};

export const handle = structuredData((input) => [organization(input), webSite(input)]);

const homeSectionGoods = 8;

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requestCtx(request, context.services);
  // The goods shown note themselves (their ids, each section's members): home is not dropped when
  // another good changes (ADR 0080). Banners, promotions and towns note theirs too (ADR 0095);
  // brands are a dictionary (any edit drops everything).
  cacheTagsComplete();
  // Eight goods a section (two rows of four, four rows of two on a phone; ADR 0072): its heading
  // links to the whole list.
  const [tree, banners, hits, novelty, discounts, brands, promotions, towns] = await Promise.all([
    getCategoryTree(ctx),
    listBanners(ctx, 'home'),
    listTaggedGoods(ctx, 'hits', homeSectionGoods),
    listTaggedGoods(ctx, 'novelty', homeSectionGoods),
    listTaggedGoods(ctx, 'discounts', homeSectionGoods),
    listBrands(ctx, { popularOnly: true, limit: 18 }),
    listActivePromotions(ctx, 6),
    listTownsWithStores(ctx),
  ]);
  // The tiles show the second level (rods, reels, tents…): three top-level tiles say little.
  const categories = tree.flatMap((root) =>
    root.children.map(({ id, slug, title, icon }) => ({ id, slug, title, icon })),
  );
  return { categories, banners, tagged: { hits, novelty, discounts }, brands, promotions, towns };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { categories, banners, tagged, brands, promotions, towns } = loaderData;
  const storesCount = towns.reduce((sum, town) => sum + town.stores, 0);
  return (
    <div className="home">
      <h1 className="visually-hidden">
        {t('site.name')} — {t('site.tagline')}
      </h1>
      {banners.length ? <HeroSlider banners={banners} /> : null}

      <section className="home-section" aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <CategoryTiles items={categories} href={(category) => paths.category(category.slug, category.id)} />
      </section>

      {/* Cards load lazily here: the banner above them is the page's largest paint, and eager cards
          would be preloaded ahead of the stylesheet (React hoists the first images' preloads). */}
      {(['hits', 'novelty', 'discounts'] as const).map((tag) =>
        tagged[tag].length ? (
          <section key={tag} className="home-section" aria-labelledby={`home-${tag}`}>
            <h2 id={`home-${tag}`}>
              <LocalizedLink to={paths.tag(tag)}>{t(`home.${tag}`)}</LocalizedLink>
            </h2>
            <GoodGrid goods={tagged[tag]} />
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
                  {promotion.banner ? <PromotionTileImage src={promotion.banner} /> : null}
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
        <BrandTiles brands={brands} wholeRows />
      </section>

      <section className="home-section" aria-labelledby="home-shops">
        <h2 id="home-shops">{t('home.shops')}</h2>
        <p>{t('home.shopsCount', { count: storesCount, towns: towns.length })}</p>
        <TownList towns={towns} />
      </section>
    </div>
  );
}
