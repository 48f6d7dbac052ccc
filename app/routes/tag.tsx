import { data } from 'react-router';
import { z } from 'zod';
import { listTaggedGoods, tagIds } from '#core/catalog';
import { GoodGrid } from '../components/good-card';
import { stripLocale } from '../i18n/locale';
import { translator } from '../i18n/translate';
import { useI18n } from '../i18n/use-i18n';
import { requestCtx } from '../request-ctx.server';
import type { Route } from './+types/tag';

const tagOfPath = z.enum(Object.keys(tagIds) as [keyof typeof tagIds, ...(keyof typeof tagIds)[]]);

export const meta: Route.MetaFunction = ({ location, data: loaded }) => {
  const t = translator(location.pathname.startsWith('/ru') ? 'ru' : 'ua');
  if (!loaded) return [];
  return [
    { title: `${t(`home.${loaded.tag}`)} — ${t('site.name')}` },
    { name: 'description', content: t(`tags.${loaded.tag}.description`) },
  ];
};

/** A tag landing page (SPEC §2: /hits tag 1, /novelty 2, /discounts 3): the tag's goods in its order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tag = tagOfPath.safeParse(stripLocale(new URL(request.url).pathname).slice(1));
  if (!tag.success) throw data(null, { status: 404 });
  return { tag: tag.data, goods: await listTaggedGoods(requestCtx(request, context.services), tag.data, 96) };
}

export default function Tag({ loaderData: { tag, goods } }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="listing">
      <h1>{t(`home.${tag}`)}</h1>
      {goods.length ? <GoodGrid goods={goods} eagerFirst={4} /> : <p className="empty">{t('listing.empty')}</p>}
    </div>
  );
}
