import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router';
import { LoyaltyCard } from '../../components/profile/loyalty-card';
import { type EditKind, ProfileEdit } from '../../components/profile/profile-edit';
import { LocalizedLink } from '../../components/ui/localized-link';
import { formatDate, formatMoney } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import { metaTranslator, pageMeta } from '../../seo/meta';
import type { Route } from './+types/index';
import { loadProfile, profileAction } from './profile.server';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('profile.title'), description: t('seo.private'), noindex: true });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProfile(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, context);
}

/** Opening or closing an edit dialog (`?edit=`) changes nothing the loader reads. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('edit');
    return params.toString();
  };
  return strip(currentUrl) !== strip(nextUrl) && defaultShouldRevalidate;
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  if (!loaderData.signedIn) return null;
  const { addition: a, loyalty, phone } = loaderData;
  if (!a) return null;
  const edit = (kind: EditKind) => (
    <Link to={`?edit=${kind}`} preventScrollReset replace className="link-button" aria-haspopup="dialog">
      {kind === 'password'
        ? t('accounts.changePassword')
        : kind === 'birthday'
          ? t('accounts.birthdaySet')
          : t('accounts.edit')}
    </Link>
  );
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <div className="profile">
      <h1>{t('profile.hello', { name: a.first_name })}</h1>
      {loyalty ? <LoyaltyCard status={loyalty} /> : null}
      <div className="profile-grid">
        <Card title={t('accounts.contacts')} action={edit('contacts')}>
          <p>{a.title}</p>
          <p>{phone}</p>
          {a.email ? <p>{a.email}</p> : null}
          {a.additional_phone ? <p>{a.additional_phone}</p> : null}
        </Card>
        <Card title={t('accounts.birthday')} action={a.birthday ? null : edit('birthday')}>
          <p>
            {a.birthday ? `${pad(a.birthday.day)}.${pad(a.birthday.month)}.${a.birthday.year}` : t('accounts.notSet')}
          </p>
          <p className="muted">{t('accounts.birthdayNote')}</p>
        </Card>
        <Card title={t('accounts.address')} action={edit('address')}>
          <p>{[a.city, a.address].filter(Boolean).join(', ') || t('accounts.notSet')}</p>
        </Card>
        <Card title={t('accounts.fishing')} action={edit('fishing')}>
          <p>{(locale === 'ua' ? a.fishing_type_title_ua : a.fishing_type_title) ?? t('accounts.notSet')}</p>
        </Card>
        <Card title={t('accounts.subscriptions')} action={edit('subscriptions')}>
          <p>
            {t('accounts.subSms')}: {a.subscriptions.sms ? '✓' : '—'}
          </p>
          <p>
            {t('accounts.subEmail')}: {a.subscriptions.email ? '✓' : '—'}
          </p>
        </Card>
        <Card title={t('accounts.password')} action={edit('password')}>
          <p>••••••</p>
        </Card>
      </div>
      <section className="profile-card recent-orders" aria-labelledby="recent-orders">
        <header>
          <h2 id="recent-orders">{t('profile.orders')}</h2>
          <LocalizedLink to="/profile/orders">{t('accounts.allOrders')}</LocalizedLink>
        </header>
        {loaderData.orders.length === 0 ? <p className="empty">{t('profile.noOrders')}</p> : null}
        <ul className="order-list">
          {loaderData.orders.map((order) => (
            <li key={order.id}>
              <strong>{t('profile.order', { number: order.id })}</strong>
              <span>{formatDate(new Date(order.createdAt), locale)}</span>
              <span>{t(`order.status.${order.status}`)}</span>
              <span>{formatMoney(order.total, locale)}</span>
            </li>
          ))}
        </ul>
      </section>
      <ProfileEdit
        kind={params.get('edit')}
        addition={a}
        fishingTypes={loaderData.fishingTypes}
        result={actionData as Record<string, unknown> | undefined}
      />
    </div>
  );
}

function Card({ title, action, children }: { title: string; action: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="profile-card">
      <header>
        <h2>{title}</h2>
        {action}
      </header>
      {children}
    </section>
  );
}
