import { data, Form, useNavigation } from 'react-router';
import { parseId } from '#core/shared';
import { SignInPrompt } from '../../components/account/sign-in-prompt';
import { GoodCard } from '../../components/product/good-card';
import { readForm } from '../../form.server';
import { useI18n } from '../../i18n/use-i18n';
import { requestCtx } from '../../request-ctx.server';
import { metaTranslator, pageMeta } from '../../seo/meta';
import { sessionUser } from '../../session.server';
import type { Route } from './+types/waitlist';
import { applyListsForm, loadWaitlist } from './lists.server';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/lists';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('lists.waitTitle'), description: t('seo.private'), noindex: true });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await sessionUser(request, context.services);
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!user) return data({ signedIn: false as const, goods: [], add: null }, { headers });
  const ctx = { ...requestCtx(request, context.services), user: { id: user.id } };
  // Without JS the product page's "notify me" button lands here with ?add=<id> (an id or nothing).
  const add = parseId(new URL(request.url).searchParams.get('add'));
  return data({ signedIn: true as const, goods: await loadWaitlist(ctx), add }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await sessionUser(request, context.services);
  if (!user) throw data(null, { status: 401 });
  return applyListsForm(await readForm(request), requestCtx(request, context.services), user, '/profile/waitlist');
}

export default function ProfileWaitlist({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state !== 'idle';
  if (!loaderData.signedIn) return <SignInPrompt title={t('lists.waitTitle')} />;
  const { add } = loaderData;
  const pending = add !== null && !loaderData.goods.some((g) => g.id === add);
  return (
    <section className="list-page">
      <h1>{t('lists.waitTitle')}</h1>
      {actionData && 'error' in actionData ? <p className="field-error">{actionData.error}</p> : null}
      {pending ? (
        <Form method="post" className="notice">
          <input type="hidden" name="goods_id" value={add} />
          <button type="submit" name="intent" value="waitlist-add" className="button" disabled={busy}>
            {t('lists.waitAdd')}
          </button>
        </Form>
      ) : null}
      {loaderData.goods.length === 0 ? <p className="empty">{t('lists.waitEmpty')}</p> : null}
      <div className="good-grid">
        {loaderData.goods.map((good) => (
          <div key={good.id} className="list-good">
            <GoodCard good={good} />
            <Form method="post">
              <input type="hidden" name="goods_id" value={good.id} />
              <button type="submit" name="intent" value="waitlist-remove" className="link-button" disabled={busy}>
                {t('lists.waitRemove')}
              </button>
            </Form>
          </div>
        ))}
      </div>
    </section>
  );
}
