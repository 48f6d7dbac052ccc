import { data, redirect } from 'react-router';
import { z } from 'zod';
import type { AuthUser } from '#core/accounts';
import { errorTexts } from '#core/i18n';
import { type Ctx, idSchema, parseId } from '#core/shared';
import {
  addToWaitlist,
  deleteWishlist,
  listWaitlist,
  listWishlists,
  removeFromWaitlist,
  renameWishlist,
  renameWishlistInput,
  toggleWishlistGood,
  toggleWishlistGoodInput,
} from '#core/wishlists';
import { cardsByIds } from '../../goods.server';
import { localizePath } from '../../i18n/locale';

/** The user's wish lists with their goods as cards (SPEC §2 /profile/wishlist). */
export async function loadWishlists(ctx: Ctx & { user: { id: number } }) {
  const lists = await listWishlists(ctx);
  const cards = await cardsByIds(ctx, [...new Set(lists.flatMap((l) => l.goods))]);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return lists.map((l) => ({
    id: l.id,
    title: l.title,
    key: l.key,
    goods: l.goods.flatMap((id) => byId.get(id) ?? []),
  }));
}

export async function loadWaitlist(ctx: Ctx & { user: { id: number } }) {
  return cardsByIds(ctx, (await listWaitlist(ctx)).map((w) => w.goodId).reverse());
}

const id = idSchema();
export const listsAction = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('rename'), list_id: z.string(), list_name: z.string() }),
  z.object({ intent: z.literal('delete-list'), list_id: id }),
  z.object({ intent: z.literal('remove-good'), list_id: id, goods_id: id }),
  z.object({ intent: z.literal('waitlist-add'), goods_id: id }),
  z.object({ intent: z.literal('waitlist-remove'), goods_id: id }),
  // The heart's add without JS (the wish-list page's form); the fields are checked as in §7's call.
  z.object({
    intent: z.literal('wish-add'),
    goods_id: z.string(),
    list_id: z.string().optional(),
    list_name: z.string().optional(),
  }),
]);

/**
 * The wish-list and waiting-list forms of the profile pages (they work without JS): success
 * redirects back to the page, a failure answers 400 with the message in the page's language.
 */
export async function applyListsForm(form: FormData, ctx: Ctx, user: AuthUser, back: string) {
  const text = (code: string) => (ctx.locale === 'ua' ? errorTexts(code).message_ua : errorTexts(code).message);
  const parsed = listsAction.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: text('bad_request'), listId: null }, { status: 400 });
  const a = parsed.data;
  const userCtx = { ...ctx, user: { id: user.id } };
  const done = redirect(localizePath(back, ctx.locale));
  switch (a.intent) {
    case 'rename': {
      const input = renameWishlistInput.safeParse({ list_id: a.list_id, list_name: a.list_name });
      if (!input.success) {
        return data(
          { error: text(input.error.issues[0]?.message ?? 'invalid'), listId: parseId(a.list_id) },
          { status: 400 },
        );
      }
      const r = await renameWishlist(userCtx, input.data);
      return r.ok ? done : data({ error: text(r.error), listId: parseId(a.list_id) }, { status: 400 });
    }
    case 'delete-list': {
      const r = await deleteWishlist(userCtx, { list_id: a.list_id });
      return r.ok ? done : data({ error: text(r.error), listId: null }, { status: 400 });
    }
    case 'remove-good': {
      const r = await toggleWishlistGood(userCtx, { goodId: a.goods_id, listId: a.list_id });
      if (r.ok && r.action === 'added') await toggleWishlistGood(userCtx, { goodId: a.goods_id, listId: a.list_id });
      return r.ok ? done : data({ error: text(r.error), listId: a.list_id }, { status: 400 });
    }
    case 'waitlist-add': {
      const r = await addToWaitlist(userCtx, { goods_id: a.goods_id });
      return r.ok ? done : data({ error: text(r.error), listId: null }, { status: 400 });
    }
    case 'waitlist-remove':
      await removeFromWaitlist(userCtx, { goods_id: a.goods_id });
      return done;
    case 'wish-add': {
      const { intent: _, ...fields } = a;
      const input = toggleWishlistGoodInput.safeParse(fields);
      if (!input.success)
        return data({ error: text(input.error.issues[0]?.message ?? 'invalid'), listId: null }, { status: 400 });
      const r = await toggleWishlistGood(userCtx, input.data);
      // An add never takes out: a good already in that list is put back (a repeated post).
      if (r.ok && r.action === 'removed')
        await toggleWishlistGood(userCtx, { goodId: input.data.goodId, listId: r.list.id });
      return r.ok ? done : data({ error: text(r.error), listId: null }, { status: 400 });
    }
  }
}
