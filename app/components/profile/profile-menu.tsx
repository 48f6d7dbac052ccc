import { useFetcher, useLocation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { usePersonalIds } from '../../personal-lists';
import { clearPersonalStorage } from '../../personal-storage';
import { AuthDialog } from '../account/auth-dialog';
import { loginHref, openLogin, showNotice } from '../account/auth-events';
import { usePersonal } from '../personal/use-personal';
import { LocalizedLink } from '../ui/localized-link';
import { useHydrated } from '../ui/use-hydrated';

/** Where the profile area's pages live (SPEC §2); the lists engineer builds the last three. */
export const profileEntries = [
  { to: '/profile', key: 'accounts.navProfile', count: null },
  { to: '/profile/orders', key: 'accounts.navOrders', count: 'orders' },
  { to: '/profile/wishlist', key: 'accounts.navWishlist', count: 'wishlist' },
  { to: '/profile/waitlist', key: 'accounts.navWaitlist', count: 'waitlist' },
  { to: '/profile/seen_goods', key: 'accounts.navSeen', count: 'seen' },
] as const;

/** The header's profile button: the login dialog for a guest, a dropdown with counts and Log out when signed in (SPEC §2). */
export function ProfileMenu({ signedIn }: { signedIn: boolean }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  // Counts from the personal request (root's PersonalProvider) and browser storage (viewed goods).
  const personal = usePersonal()?.data;
  const viewed = usePersonalIds('viewed').length;
  const hydrated = useHydrated();
  const canonical = pathname.replace(/^\/ru(?=\/|$)/, '') || '/';
  // The dialog stays mounted across sign-in, so it can show its outcome (tooltip, thank-you screen).
  if (!signedIn)
    return (
      <>
        <LocalizedLink
          to={loginHref(`${canonical}${search}`)}
          className="counter"
          onClick={(event) => {
            event.preventDefault();
            openLogin();
          }}
        >
          {t('header.profile')}
        </LocalizedLink>
        <AuthDialog />
      </>
    );
  const counts = personal
    ? { orders: personal.orders, wishlist: personal.wishlists.length, waitlist: personal.waitlist.length }
    : null;
  const value = (key: string | null) =>
    key === 'seen' ? (hydrated ? viewed : null) : key && counts ? counts[key as keyof typeof counts] : null;
  const menu = (
    <details className="dropdown profile-menu">
      <summary className="counter">{t('header.profile')}</summary>
      <ul>
        {profileEntries.map((entry) => (
          <li key={entry.to}>
            <LocalizedLink to={entry.to}>
              {t(entry.key)} {value(entry.count) !== null ? <span className="count">{value(entry.count)}</span> : null}
            </LocalizedLink>
          </li>
        ))}
        <li>
          <LogoutButton />
        </li>
      </ul>
    </details>
  );
  return (
    <>
      {menu}
      <AuthDialog />
    </>
  );
}

/** Sign-out (SPEC §4): clears personal browser storage, shows the tooltip, reloads unless on checkout. */
export function LogoutButton({ className }: { className?: string }) {
  const { t, href } = useI18n();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<{ done?: boolean }>({ key: 'logout' });
  const hydrated = useHydrated();
  // The menu unmounts once the revalidated header says "signed out", so the follow-up runs here,
  // after the awaited submission, not in an effect of this component.
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await fetcher.submit(event.currentTarget);
    clearPersonalStorage();
    if (/^(\/ru)?\/checkout/.test(pathname)) {
      showNotice(t('accounts.loggedOut'));
      return;
    }
    const target = /^(\/ru)?\/profile/.test(pathname) ? href('/') : `${pathname}${search}`;
    const url = new URL(target, window.location.href);
    url.searchParams.set('notice', 'logged_out');
    window.location.assign(url.pathname + url.search);
  };
  return (
    <fetcher.Form method="post" action={href('/profile')} className="logout-form" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="logout" />
      <input type="hidden" name="next" value={`${pathname}${search}`} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button type="submit" className={className ?? 'link-button'} disabled={fetcher.state !== 'idle'}>
        {t('profile.logout')}
      </button>
    </fetcher.Form>
  );
}
