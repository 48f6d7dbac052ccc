import { useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { TagManager } from './analytics/tag-manager';
import { CallbackDialog } from './components/forms/callback-dialog';
import { BugReportDialog } from './components/layout/bug-report';
import { FloatingTrigger } from './components/layout/floating-trigger';
import { FooterIsland } from './components/layout/footer-island';
import { Header } from './components/layout/header';
import { closedTooltipsScript } from './components/layout/header-tooltips';
import { LanguageSuggestion } from './components/layout/language-suggestion';
import { MobileMenu } from './components/layout/mobile-menu';
import { NavigationProgress } from './components/layout/navigation-progress';
import { NotFound } from './components/not-found';
import { PersonalProvider } from './components/personal/personal';
import { ToastProvider } from './components/ui/toasts';
import { languageTag, localeFromPath } from './i18n/locale';
import { useI18n } from './i18n/use-i18n';
import { useNonce } from './nonce';
import { loadLayout } from './root.server';
import { SeoHead } from './seo/head';
import styles from './styles.css?url';

export const links: LinksFunction = () => [
  // `precedence` makes it a React stylesheet resource: written in the head before the script
  // preloads rather than after them (a plain <link> is hoisted last), so it is fetched first.
  { rel: 'stylesheet', href: styles, precedence: 'default' },
  // The ICO for browsers without SVG icons (and the address every browser tries anyway).
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The back office has its own layout (app/admin): none of the shop's header, scripts or SEO (ADR 0090). */
const isAdminPath = (pathname: string) => /^\/admin(\/|\.data$|$)/.test(pathname);

export async function loader({ request, context }: Route.LoaderArgs) {
  if (isAdminPath(new URL(request.url).pathname))
    return data(null, { headers: { 'Cache-Control': 'private, no-store' } });
  const layout = await loadLayout(request, context.services);
  return data(layout, { headers: { 'Cache-Control': 'private, no-cache' } });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const layout = useRouteLoaderData<typeof loader>('root');
  const origin = layout?.origin ?? '';
  const nonce = useNonce();
  const admin = isAdminPath(pathname);
  // A route may hide the shop's chrome (checkout: `handle = { chrome: false }`, SPEC §2), or decide
  // by its data (the cart page hides it only while there is something to check out, ADR 0084).
  const hasChrome = !useMatches().some((m) => {
    const chrome = (m.handle as { chrome?: boolean | ((data: unknown) => boolean) } | undefined)?.chrome;
    return typeof chrome === 'function' ? !chrome(m.data) : chrome === false;
  });
  if (admin)
    return (
      <html lang="uk">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex, nofollow" />
          <Meta />
          <Links />
        </head>
        <body className="admin-body">
          <ToastProvider>{children}</ToastProvider>
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </body>
      </html>
    );
  return (
    <html lang={languageTag[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f6c" />
        <Meta />
        <Links />
        <SeoHead origin={origin} />
        {/* Before the header is parsed: closed tooltips stay hidden from the first paint (ADR 0085). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: closedTooltipsScript }} />
        {layout?.gtmId ? <TagManager id={layout.gtmId} nonce={nonce} /> : null}
      </head>
      <body>
        <NavigationProgress />
        {layout?.suggestRussian ? <LanguageSuggestion /> : null}
        <ToastProvider>
          <PersonalProvider>
            {hasChrome ? <Header data={layout?.header} /> : null}
            <main id="main">{children}</main>
            {hasChrome ? (
              <>
                <FooterIsland />
                <MobileMenu cartCount={layout?.header.cartCount ?? 0} signedIn={layout?.header.signedIn ?? false} />
                <FloatingTrigger />
                {/* Outside the footer, so its colours and headings do not leak into the dialogs;
                    mounted on their first opening (ADR 0122). */}
                <CallbackDialog />
                <BugReportDialog />
              </>
            ) : null}
          </PersonalProvider>
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as hydrated (its handlers attached): browser tests wait for it before clicking
  // what behaves differently with scripts (a dialog instead of a form post).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useI18n();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="not-found">
      <title>{t('error.title')}</title>
      <h1>{t('error.title')}</h1>
      <p>{t('error.hint')}</p>
    </section>
  );
}
