import { Form, useNavigation } from 'react-router';
import { formatDate, formatMoney, translator } from '../i18n/translate';
import { useI18n } from '../i18n/use-i18n';
import type { Route } from './+types/profile';
import { loadProfile, profileAction } from './profile.server';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translator(location.pathname.startsWith('/ru') ? 'ru' : 'ua');
  return [{ title: `${t('profile.title')} — ${t('site.name')}` }, { name: 'robots', content: 'noindex' }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProfile(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, context);
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const busy = useNavigation().state !== 'idle';
  if (!loaderData.signedIn) {
    const errors: Record<string, string | undefined> = actionData?.errors ?? {};
    return (
      <section className="auth-card">
        <h1>{t('profile.loginTitle')}</h1>
        <p>{t('profile.loginHint')}</p>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="login" />
          <label>
            {t('profile.phone')}
            <input
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+38(0__)___-__-__"
              maxLength={100}
              defaultValue={actionData && 'phone' in actionData ? actionData.phone : ''}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? 'phone-error' : undefined}
            />
          </label>
          {errors.phone ? (
            <p id="phone-error" className="field-error">
              {errors.phone}
            </p>
          ) : null}
          <label>
            {t('profile.password')}
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={100}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'password-error' : undefined}
            />
          </label>
          {errors.password ? (
            <p id="password-error" className="field-error" role="alert">
              {errors.password}
            </p>
          ) : null}
          {errors.form ? <p className="field-error">{errors.form}</p> : null}
          <button type="submit" className="button" disabled={busy}>
            {t('profile.login')}
          </button>
        </Form>
      </section>
    );
  }
  const { user, loyaltyLevel, orders } = loaderData;
  return (
    <div className="profile">
      <h1>{t('profile.hello', { name: user.firstName })}</h1>
      <p>
        {user.firstName} {user.lastName} · {user.phone}
      </p>
      <p className="in-stock">{t('profile.level', { percent: loyaltyLevel })}</p>
      <h2>{t('profile.orders')}</h2>
      {orders.length === 0 ? <p className="empty">{t('profile.noOrders')}</p> : null}
      <ul className="order-list">
        {orders.map((order) => (
          <li key={order.id}>
            <strong>{t('profile.order', { number: order.id })}</strong>
            <span>{formatDate(new Date(order.createdAt), locale)}</span>
            <span>{t(`order.status.${order.status}`)}</span>
            <span>{formatMoney(order.total, locale)}</span>
          </li>
        ))}
      </ul>
      <Form method="post">
        <input type="hidden" name="intent" value="logout" />
        <button type="submit" className="button button-secondary" disabled={busy}>
          {t('profile.logout')}
        </button>
      </Form>
    </div>
  );
}
