import { listTaggedGoods } from '#core/catalog';
import { GoodGrid } from '../components/good-card';
import { translator } from '../i18n/translate';
import { useI18n } from '../i18n/use-i18n';
import { requestCtx } from '../request-ctx.server';
import type { Route } from './+types/sale';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translator(location.pathname.startsWith('/ru') ? 'ru' : 'ua');
  return [{ title: `${t('sale.title')} — ${t('site.name')}` }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return { goods: await listTaggedGoods(requestCtx(request, context.services), 'discounts', 96) };
}

export default function Sale({ loaderData: { goods } }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="listing">
      <h1>{t('sale.title')}</h1>
      {goods.length ? <GoodGrid goods={goods} eagerFirst={4} /> : <p className="empty">{t('listing.empty')}</p>}
    </div>
  );
}
