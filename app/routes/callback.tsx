import { Form, useNavigation } from 'react-router';
import { CallbackDone, CallbackForm } from '../components/forms/callback-form';
import { paths } from '../components/links';
import { LocalizedLink } from '../components/ui/localized-link';
import { localeFromPath } from '../i18n/locale';
import { translator } from '../i18n/translate';
// The texts only this screen renders, both languages: not in the language layout (ADR 0123).
import '../i18n/messages/pages/forms';
import { useI18n } from '../i18n/use-i18n';
import type { Route } from './+types/callback';
import { callbackAction, sentMessage } from './forms.server';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translator(localeFromPath(location.pathname));
  return [{ title: `${t('forms.callbackTitle')} — ${t('site.name')}` }, { name: 'robots', content: 'noindex' }];
};

/** `?sent=1` after a plain post: the confirmation in the page's language (SPEC §4, §8). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { sent: url.searchParams.get('sent') === '1' ? sentMessage(localeFromPath(url.pathname)) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return callbackAction(request, context);
}

/** The callback request as a page: the dialog's no-JavaScript door (SPEC §2 dialogs, §4). */
export default function CallbackPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="auth-card form-page">
      <h1>{loaderData.sent ? t('forms.callbackDoneTitle') : t('forms.callbackTitle')}</h1>
      {loaderData.sent ? (
        <>
          <CallbackDone message={loaderData.sent} />
          <p className="form-page-links">
            <LocalizedLink to={paths.home} className="button">
              {t('forms.toHome')}
            </LocalizedLink>
            <LocalizedLink to={paths.callback}>{t('forms.callbackAgain')}</LocalizedLink>
          </p>
        </>
      ) : (
        <CallbackForm Form={Form} result={actionData} busy={busy} js={false} idPrefix="callback-page" />
      )}
    </section>
  );
}
