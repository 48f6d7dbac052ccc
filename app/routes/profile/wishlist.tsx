import { useState } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { parseId } from '#core/shared';
import { SignInPrompt } from '../../components/account/sign-in-prompt';
import { ListDialog } from '../../components/personal/list-dialog';
import { WishAddForm } from '../../components/personal/wish-add-form';
import { GoodCard } from '../../components/product/good-card';
import { useToasts } from '../../components/ui/toasts';
import { readForm } from '../../form.server';
import { cardsByIds } from '../../goods.server';
import { useI18n } from '../../i18n/use-i18n';
import { requestCtx } from '../../request-ctx.server';
import { metaTranslator, pageMeta } from '../../seo/meta';
import { sessionUser } from '../../session.server';
import type { Route } from './+types/wishlist';
import { applyListsForm, loadWishlists } from './lists.server';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/lists';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('lists.wishTitle'), description: t('seo.private'), noindex: true });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await sessionUser(request, context.services);
  if (!user)
    return data(
      { signedIn: false as const, lists: [], origin: '', adding: null },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  const ctx = { ...requestCtx(request, context.services), user: { id: user.id } };
  const url = new URL(request.url);
  const origin = context.services.env.PUBLIC_URL?.replace(/\/$/, '') ?? url.origin;
  const lists = await loadWishlists(ctx);
  // The heart without JS comes here with `?add=<good>`: offer it unless it is in a list.
  const add = parseId(url.searchParams.get('add'));
  const listed = lists.some((l) => l.goods.some((g) => g.id === add));
  const adding = add !== null && !listed ? ((await cardsByIds(ctx, [add]))[0] ?? null) : null;
  return data(
    { signedIn: true as const, lists, origin, adding },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await sessionUser(request, context.services);
  if (!user) throw data(null, { status: 401 });
  return applyListsForm(await readForm(request), requestCtx(request, context.services), user, '/profile/wishlist');
}

export default function ProfileWishlist({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state !== 'idle';
  if (!loaderData.signedIn) return <SignInPrompt title={t('lists.wishTitle')} />;
  const failed = actionData && 'error' in actionData ? actionData : null;
  return (
    <section className="list-page">
      <h1>{t('lists.wishTitle')}</h1>
      {failed && failed.listId === null ? (
        <p className="field-error" role="alert">
          {failed.error}
        </p>
      ) : null}
      {loaderData.adding ? <WishAddForm good={loaderData.adding} lists={loaderData.lists} busy={busy} /> : null}
      {loaderData.lists.length === 0 ? <p className="empty">{t('lists.wishEmpty')}</p> : null}
      {loaderData.lists.map((list) => (
        <article key={list.id} className="wishlist-card" aria-labelledby={`wishlist-${list.id}`}>
          <div className="wishlist-card-head">
            <h2 id={`wishlist-${list.id}`}>
              {list.title} <small>({list.goods.length})</small>
            </h2>
            <ShareButton link={`${loaderData.origin}/wishlist/${list.key}`} />
          </div>
          <div className="wishlist-card-head">
            <Form method="post" className="list-form">
              <input type="hidden" name="list_id" value={list.id} />
              <label>
                <span className="visually-hidden">{t('lists.wishName')}</span>
                <input name="list_name" defaultValue={list.title} maxLength={100} aria-label={t('lists.wishName')} />
              </label>
              <button type="submit" name="intent" value="rename" className="button" disabled={busy}>
                {t('lists.wishRename')}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="list_id" value={list.id} />
              <button type="submit" name="intent" value="delete-list" className="link-button" disabled={busy}>
                {t('lists.wishRemoveList')}
              </button>
            </Form>
          </div>
          {failed && failed.listId === list.id ? <p className="field-error">{failed.error}</p> : null}
          <div className="good-grid">
            {list.goods.map((good) => (
              <div key={good.id} className="list-good">
                <GoodCard good={good} />
                <Form method="post">
                  <input type="hidden" name="list_id" value={list.id} />
                  <input type="hidden" name="goods_id" value={good.id} />
                  <button type="submit" name="intent" value="remove-good" className="link-button" disabled={busy}>
                    {t('lists.wishDelete')}
                  </button>
                </Form>
              </div>
            ))}
          </div>
        </article>
      ))}
    </section>
  );
}

/** The share popup (SPEC §2): the list's link and a copy button. */
function ShareButton({ link }: { link: string }) {
  const { t } = useI18n();
  const toasts = useToasts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {t('lists.wishShare')}
      </button>
      {open ? (
        <ListDialog title={t('lists.wishShareTitle')} onClose={() => setOpen(false)}>
          <div className="share-field">
            <input
              readOnly
              value={link}
              aria-label={t('lists.wishShareTitle')}
              onFocus={(e) => e.currentTarget.select()}
            />
            <button
              type="button"
              className="button"
              onClick={() => {
                void navigator.clipboard?.writeText(link).catch(() => undefined);
                toasts.show({ text: t('lists.wishCopied') });
              }}
            >
              {t('lists.wishCopy')}
            </button>
          </div>
        </ListDialog>
      ) : null}
    </>
  );
}
