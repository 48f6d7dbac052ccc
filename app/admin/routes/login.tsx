import { Form, useNavigation } from 'react-router';
import css from '../admin.css?url';
import { adminTitle } from '../lib/nav';
import type { Route } from './+types/login';
import { loadLogin, signInAction } from './login.server';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];
export const meta: Route.MetaFunction = () => adminTitle('Вхід');

export const loader = (args: Route.LoaderArgs) => loadLogin(args);
export const action = (args: Route.ActionArgs) => signInAction(args);

/** `/admin/login`: login and password; the TOTP code for accounts with a second factor (every admin). */
export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const askTotp = actionData?.totp ?? false;
  return (
    <main className="admin-login" id="admin-main">
      <Form method="post" className="admin-login-form" aria-labelledby="admin-login-title">
        <h1 id="admin-login-title">
          Поплавок <span>адмінка</span>
        </h1>
        <input type="hidden" name="next" value={loaderData.next} />
        {actionData?.error ? (
          <p className="admin-result admin-result-error" role="alert">
            {actionData.error}
          </p>
        ) : null}
        <label htmlFor="login">Логін</label>
        <input
          id="login"
          name="login"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={40}
          defaultValue={actionData?.login ?? ''}
          // biome-ignore lint/a11y/noAutofocus: the only thing to do on this page
          autoFocus={!askTotp}
        />
        <label htmlFor="password">Пароль</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required maxLength={128} />
        <label htmlFor="totp">Код 2FA {askTotp ? null : <small>(якщо увімкнено)</small>}</label>
        <input
          id="totp"
          name="totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,8}"
          maxLength={8}
          required={askTotp}
          // biome-ignore lint/a11y/noAutofocus: the code is what is missing now
          autoFocus={askTotp}
        />
        <button type="submit" className="admin-button admin-button-primary" disabled={busy}>
          {busy ? 'Входимо…' : 'Увійти'}
        </button>
        <p className="admin-hint">
          Вхід для працівників мережі. Покупцям — <a href="/profile">кабінет покупця</a>.
        </p>
      </Form>
    </main>
  );
}
