import { data, redirect } from 'react-router';
import { z } from 'zod';
import { getPromotion } from '#core/content';
import { Countdown } from '../components/countdown';
import { GoodGrid } from '../components/good-card';
import { NotFound } from '../components/not-found';
import { localizePath } from '../i18n/locale';
import { formatDate } from '../i18n/translate';
import { useI18n } from '../i18n/use-i18n';
import { requestCtx } from '../request-ctx.server';
import type { Route } from './+types/promotion';

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: `${data.promotion.title} — Поплавок` }] : []);

/** `/promotions/{id}-{name}` (SPEC §2). */
const params = z.object({
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
  if (parsed.data.promotion.slug !== promotion.slug) {
    throw redirect(localizePath(`/promotions/${promotion.id}-${promotion.slug}`, ctx.locale), 301);
  }
  return { promotion };
}

export default function Promotion({ loaderData: { promotion } }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  return (
    <article className="promotion">
      {promotion.banner ? (
        <img className="promotion-banner" src={promotion.banner} alt="" width={1200} height={400} />
      ) : null}
      <h1>{promotion.title}</h1>
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
      <p>{promotion.description}</p>
      <GoodGrid goods={promotion.goods} eagerFirst={4} />
    </article>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
