import { listTaggedGoods, tagIds } from '#core/catalog';
import { paths } from '../components/links';
import { GoodGrid } from '../components/product/good-card';
import { LocalizedLink } from '../components/ui/localized-link';
// The texts only this screen renders, both languages: not in the language layout (ADR 0123).
import '../i18n/messages/pages/tags';
import { useI18n } from '../i18n/use-i18n';
import { requestCtx } from '../request-ctx.server';
import { metaTranslator, pageMeta } from '../seo/meta';
import type { Route } from './+types/tags';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('tags.title'), description: t('tags.description') });
};

const tags = Object.keys(tagIds) as (keyof typeof tagIds)[];

/** `/tags` (SPEC §2): every tag with its first goods and a link to its landing page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = requestCtx(request, context.services);
  return { sections: await Promise.all(tags.map(async (tag) => ({ tag, goods: await listTaggedGoods(ctx, tag, 8) }))) };
}

export default function Tags({ loaderData: { sections } }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="listing">
      <h1>{t('tags.title')}</h1>
      {sections.map(({ tag, goods }, index) => (
        <section key={tag} className="home-section" aria-labelledby={`tags-${tag}`}>
          <h2 id={`tags-${tag}`}>
            <LocalizedLink to={paths.tag(tag)}>{t(`home.${tag}`)}</LocalizedLink>
          </h2>
          {goods.length ? <GoodGrid goods={goods} eagerFirst={index === 0 ? 4 : 0} /> : null}
          <p>
            <LocalizedLink to={paths.tag(tag)} className="button">
              {t('tags.open')}
            </LocalizedLink>
          </p>
        </section>
      ))}
    </div>
  );
}
