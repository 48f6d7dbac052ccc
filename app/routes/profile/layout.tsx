import { Form, NavLink, Outlet, useLocation, useNavigation, useSearchParams } from 'react-router';
import { AuthForms } from '../../components/account/auth-forms';
import type { AuthView } from '../../components/account/auth-parts';
import { LogoutButton, profileEntries } from '../../components/profile/profile-menu';
// The texts only this screen renders, both languages: not in the language layout (ADR 0123).
import '../../i18n/messages/pages/profile';
import { useI18n } from '../../i18n/use-i18n';
import { metaTranslator, pageMeta } from '../../seo/meta';
import { sessionUser } from '../../session.server';
import type { Route } from './+types/layout';
import { authAction } from './auth.server';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('profile.title'), description: t('seo.private'), noindex: true });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await sessionUser(request, context.services);
  return { signedIn: user !== null, firstName: user?.firstName ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return authAction(request, context);
}

const views: AuthView[] = ['login', 'register', 'recovery'];

/** The profile area (SPEC §2): sign-in forms for a guest on every /profile page; else nav + page. */
export default function ProfileLayout({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const busy = useNavigation().state === 'submitting';
  if (!loaderData.signedIn) {
    const result = actionData as Record<string, unknown> | undefined;
    const asked = views.find((v) => v === params.get('view'));
    const view: AuthView =
      result?.intent === 'register'
        ? 'register'
        : result?.intent === 'recover'
          ? 'recovery'
          : result?.intent === 'login'
            ? 'login'
            : (asked ?? 'login');
    // The wish-list heart without JS: §6 asks a guest to sign in to keep goods.
    const wishAdd = /\/profile\/wishlist\/?$/.test(pathname) && params.has('add');
    const titles = {
      login: t('profile.loginTitle'),
      register: t('accounts.register'),
      recovery: t('accounts.recoveryTitle'),
    };
    return (
      <section className="auth-card">
        <h1>{titles[view]}</h1>
        {view === 'login' ? <p>{wishAdd ? t('lists.signInNeeded') : t('profile.loginHint')}</p> : null}
        <AuthForms
          view={view}
          Form={Form}
          result={result}
          busy={busy}
          // The query is part of where to come back: `/profile/waitlist?add=<id>` is a guest's pending
          // "notify me", completed by the sign-in (ADR 0083).
          next={params.get('next') ?? (/^(\/ru)?\/profile\/?$/.test(pathname) ? '' : pathname + search)}
          js={false}
          phone={params.get('phone') ?? undefined}
          idPrefix="page"
        />
      </section>
    );
  }
  return (
    <div className="profile-area">
      <nav className="profile-nav" aria-label={t('accounts.nav')}>
        <ul>
          {profileEntries.map((entry) => (
            <li key={entry.to}>
              <NavLink to={href(entry.to)} end>
                {t(entry.key)}
              </NavLink>
            </li>
          ))}
          <li>
            <LogoutButton className="link-button profile-logout" />
          </li>
        </ul>
      </nav>
      <div className="profile-page">
        <Outlet />
      </div>
    </div>
  );
}
