import { data, redirect } from 'react-router';
import { z } from 'zod';
import { cacheTagsComplete } from '#core/cache-tags';
import { getPromotion } from '#core/content';
import { paths } from '../../components/links';
import { ListingView } from '../../components/listing/listing-view';
import { BannerImage } from '../../components/media/pictures';
import { NotFound } from '../../components/not-found';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { Countdown } from '../../components/ui/countdown';
import { localizePath } from '../../i18n/locale';
import { formatDate } from '../../i18n/translate';
// The texts only this screen renders, both languages: not in the language layout (ADR 0123).
import '../../i18n/messages/pages/promotions';
import { useI18n } from '../../i18n/use-i18n';
import { loadListing } from '../../listing.server';
import { requestCtx } from '../../request-ctx.server';
import { listingTitle } from '../../seo/listing-title';
import { clip, listingMeta, metaTranslator } from '../../seo/meta';
import type { Route } from './+types/promotion';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  if (!data) return [];
  const { t } = metaTranslator(args.location);
  const { promotion } = data;
  return listingMeta(args, {
    title: promotion.title,
    description: promotion.description
      ? clip(promotion.description)
      : t('seo.promotion', { promotion: promotion.title, place: promotion.place }),
    image: promotion.banner,
    view: data.view,
  });
};

/** `/promotions/{id}-{name}[/{filter}]` (SPEC §2): the promotion and its goods with facets (ADR 0058). */
const params = z.object({
  filter: z.string().optional(),
  promotion: z
    .string()
    .regex(/^[1-9]\d{0,8}(-[a-z0-9-]{0,200})?$/)
    .transform((value) => ({ id: Number(value.split('-')[0]), slug: value.slice(value.indexOf('-') + 1) })),
});

export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw data(null, { status: 404 });
  const ctx = requestCtx(request, context.services);
  const promotion = await getPromotion(ctx, parsed.data.promotion.id);
  if (!promotion) throw data(null, { status: 404 });
  const own = paths.promotion(promotion.id, promotion.slug);
  const { filter } = parsed.data;
  if (parsed.data.promotion.slug !== promotion.slug) {
    const url = new URL(request.url);
    throw redirect(localizePath(filter === undefined ? own : `${own}/${filter}`, ctx.locale) + url.search, 301);
  }
  const view = await loadListing(request, ctx, {
    scope: { kind: 'promotion', id: promotion.id },
    base: own,
    segment: filter,
  });
  // Its listing notes its scope: other goods' changes leave this page cached (ADR 0080).
  cacheTagsComplete();
  const { goods: _all, ...details } = promotion;
  return { promotion: details, view, canonicalPath: view.canonicalPath };
}

export default function Promotion({ loaderData: { promotion, view } }: Route.ComponentProps) {
  return <ListingView view={view} header={<PromotionHead promotion={promotion} view={view} />} />;
}

function PromotionHead({ promotion, view }: Pick<Route.ComponentProps['loaderData'], 'promotion' | 'view'>) {
  const { t, locale } = useI18n();
  return (
    <article className="promotion">
      <Breadcrumbs trail={[{ href: paths.promotions, title: t('promotions.title') }]} current={promotion.title} />
      {promotion.banner ? <BannerImage className="promotion-banner" src={promotion.banner} alt="" first /> : null}
      <h1>{listingTitle(promotion.title, view.selection)}</h1>
      <p className="promotion-meta">
        {promotion.place} ·{' '}
        {t('promotions.period', {
          from: formatDate(new Date(promotion.startsAt), locale),
          to: formatDate(new Date(promotion.endsAt), locale),
        })}{' '}
        ·{' '}
        {promotion.state === 'active' ? (
          <Countdown until={promotion.endsAt} />
        ) : promotion.state === 'upcoming' ? (
          t('promotions.startsIn', { date: formatDate(new Date(promotion.startsAt), locale) })
        ) : (
          t('promotions.ended')
        )}
      </p>
      {/* Sanitised in core (rich-text.ts): shown as HTML, never as literal tags. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: promotion.description }} />
    </article>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
