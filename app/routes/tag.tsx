import { data } from 'react-router';
import { z } from 'zod';
import { cacheTagsComplete } from '#core/cache-tags';
import { tagIds } from '#core/catalog';
import { paths } from '../components/links';
import { ListingView } from '../components/listing/listing-view';
import { NotFound } from '../components/not-found';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { stripLocale } from '../i18n/locale';
import { formatGoodsCount } from '../i18n/translate';
// The texts only this screen renders, both languages: not in the language layout (ADR 0123).
import '../i18n/messages/pages/tags';
import { useI18n } from '../i18n/use-i18n';
import { loadListing } from '../listing.server';
import { requestCtx } from '../request-ctx.server';
import { listingTitle } from '../seo/listing-title';
import { listingMeta, metaTranslator } from '../seo/meta';
import type { Route } from './+types/tag';

const tagOfPath = z.enum(Object.keys(tagIds) as [keyof typeof tagIds, ...(keyof typeof tagIds)[]]);

export const meta: Route.MetaFunction = (args) => {
  const { data: loaded } = args;
  if (!loaded) return [];
  const { t } = metaTranslator(args.location);
  return listingMeta(args, {
    title: t(`home.${loaded.tag}`),
    description: t(`tags.${loaded.tag}.description`),
    view: loaded.view,
  });
};

/** A tag landing page (SPEC §2: /hits tag 1, /novelty 2, /discounts 3, each with an optional /{filter}). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tag = tagOfPath.safeParse(stripLocale(new URL(request.url).pathname).split('/')[1]);
  if (!tag.success) throw data(null, { status: 404 });
  const ctx = requestCtx(request, context.services);
  const view = await loadListing(request, ctx, {
    scope: { kind: 'tag', id: tagIds[tag.data] },
    base: paths.tag(tag.data),
    segment: params.filter,
  });
  // Its listing notes its scope: other goods' changes leave this page cached (ADR 0080).
  cacheTagsComplete();
  return { tag: tag.data, view, canonicalPath: view.canonicalPath };
}

export default function Tag({ loaderData: { tag, view } }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  return (
    <ListingView
      view={view}
      header={
        <>
          <Breadcrumbs trail={[{ href: paths.tags, title: t('tags.title') }]} current={t(`home.${tag}`)} />
          <h1>{listingTitle(t(`home.${tag}`), view.selection)}</h1>
          <p className="listing-count">{formatGoodsCount(view.total, locale)}</p>
        </>
      }
    />
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
