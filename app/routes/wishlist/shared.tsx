import { data, Form, redirect } from 'react-router';
import { getSharedWishlist, shareKeyField } from '#core/wishlists';
import { applyCartForm } from '../../cart.server';
import { GoodGrid } from '../../components/product/good-card';
import { readForm } from '../../form.server';
import { cardsByIds } from '../../goods.server';
import { localeFromPath, localizePath } from '../../i18n/locale';
import { useI18n } from '../../i18n/use-i18n';
import { requestCtx } from '../../request-ctx.server';
import { metaTranslator, pageMeta } from '../../seo/meta';
import { sessionUser } from '../../session.server';
import type { Route } from './+types/shared';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/lists';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, {
    title: args.data?.title ?? t('lists.wishShared'),
    description: t('seo.private'),
    noindex: true,
  });
};

async function sharedList(request: Request, key: string | undefined, context: Route.LoaderArgs['context']) {
  const parsed = shareKeyField.safeParse(key);
  if (!parsed.success) throw data(null, { status: 404 });
  const ctx = requestCtx(request, context.services);
  const list = await getSharedWishlist(ctx, parsed.data);
  if (!list) throw data(null, { status: 404 });
  return { ctx, title: list.title, goods: await cardsByIds(ctx, list.goods) };
}

/** A wish list shared by its key (SPEC §2 /wishlist/{key}): read-only, for anyone with the link. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { title, goods } = await sharedList(request, params.key, context);
  return data({ title, goods }, { headers: { 'Cache-Control': 'private, no-cache' } });
}

/** "Add all to cart": every available good goes to the visitor's cart, then the cart opens. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await readForm(request);
  const { ctx, goods } = await sharedList(request, params.key, context);
  const user = await sessionUser(request, context.services);
  let cookieRequest = request;
  let setCookie: string | null = null;
  for (const good of goods.filter((g) => g.isAvailable)) {
    const form = new FormData();
    form.set('intent', 'add');
    form.set('id', String(good.id));
    form.set('quantity', '1');
    const result = await applyCartForm(cookieRequest, form, ctx, user);
    if (result.setCookie) {
      setCookie = result.setCookie;
      // The next line is added to the cookie as it now is.
      const headers = new Headers(request.headers);
      headers.set('cookie', setCookie.split(';')[0] ?? '');
      cookieRequest = new Request(request.url, { headers });
    }
  }
  const locale = localeFromPath(new URL(request.url).pathname);
  return redirect(localizePath('/checkout', locale), setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

export default function SharedWishlist({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section className="list-page">
      <div className="compare-head">
        <h1>
          {t('lists.wishShared')}: {loaderData.title} <small>({loaderData.goods.length})</small>
        </h1>
        {loaderData.goods.some((g) => g.isAvailable) ? (
          <Form method="post">
            <button type="submit" name="intent" value="add-all" className="button button-buy">
              {t('lists.wishAddAll')}
            </button>
          </Form>
        ) : null}
      </div>
      <GoodGrid goods={loaderData.goods} headingLevel={2} />
    </section>
  );
}
