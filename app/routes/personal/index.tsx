import { data } from 'react-router';
import { readForm } from '../../form.server';
import { applyPersonalForm, loadPersonal } from '../../personal.server';
import { requestCtx } from '../../request-ctx.server';
import { sessionUser } from '../../session.server';
import type { Route } from './+types/index';

/**
 * The shopper's personal data (cart lines, wish lists, waiting list) as a resource route the
 * browser loads and posts to with fetchers; pages themselves stay the same for everyone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await sessionUser(request, context.services);
  const personal = await loadPersonal(request, requestCtx(request, context.services), user);
  return data(personal, { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await sessionUser(request, context.services);
  const { setCookie, ...result } = await applyPersonalForm(
    request,
    await readForm(request),
    requestCtx(request, context.services),
    user,
  );
  return data(result, {
    status: result.ok || result.needsSignIn ? 200 : 400,
    headers: setCookie ? { 'Set-Cookie': setCookie } : undefined,
  });
}
