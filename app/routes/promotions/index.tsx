import { cacheTagsComplete } from '#core/cache-tags';
import { listPromotions } from '#core/content';
import { paths } from '../../components/links';
import { PromotionTileImage } from '../../components/media/pictures';
import { Countdown } from '../../components/ui/countdown';
import { LocalizedLink } from '../../components/ui/localized-link';
import { formatDate } from '../../i18n/translate';
// The texts only this screen renders, both languages: not in the language layout (ADR 0123).
import '../../i18n/messages/pages/promotions';
import { useI18n } from '../../i18n/use-i18n';
import { requestCtx } from '../../request-ctx.server';
import { metaTranslator, pageMeta } from '../../seo/meta';
import type { Route } from './+types/index';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('promotions.title'), description: t('seo.promotions') });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  // The list notes `promotions` and each promotion's tag; it shows no goods (ADR 0095).
  cacheTagsComplete();
  return { promotions: await listPromotions(requestCtx(request, context.services)) };
}

export default function Promotions({ loaderData: { promotions } }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  return (
    <div>
      <h1>{t('promotions.title')}</h1>
      {promotions.length === 0 ? <p className="empty">{t('promotions.empty')}</p> : null}
      <ul className="promotion-tiles">
        {promotions.map((p) => (
          <li key={p.id}>
            <LocalizedLink to={paths.promotion(p.id, p.slug)}>
              {p.banner ? <PromotionTileImage src={p.banner} /> : null}
              <strong>{locale === 'ua' ? p.titleUa : p.titleRu}</strong>
              <span>{locale === 'ua' ? p.placeUa : p.placeRu}</span>
              <span>
                {t('promotions.period', {
                  from: formatDate(new Date(p.startsAt), locale),
                  to: formatDate(new Date(p.endsAt), locale),
                })}
              </span>
              {p.state === 'active' ? (
                <Countdown until={p.endsAt} />
              ) : (
                <span className="badge-soon">{t('promotions.upcoming')}</span>
              )}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
