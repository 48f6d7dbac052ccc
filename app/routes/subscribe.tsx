import { NewsletterPageForm } from '../components/forms/newsletter-form';
import { localeFromPath } from '../i18n/locale';
import { translator } from '../i18n/translate';
// The texts only this screen renders, both languages: not in the language layout (ADR 0123).
import '../i18n/messages/pages/forms';
import { useI18n } from '../i18n/use-i18n';
import { safeNext } from '../safe-next';
import type { Route } from './+types/subscribe';
import { subscribeAction } from './forms.server';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translator(localeFromPath(location.pathname));
  return [{ title: `${t('forms.newsletterTitle')} — ${t('site.name')}` }, { name: 'robots', content: 'noindex' }];
};

export async function action({ request, context }: Route.ActionArgs) {
  return subscribeAction(request, context);
}

/**
 * Where the footer's newsletter form posts (SPEC §2 footer, §7 subscribe). A plain post that
 * succeeds returns to its page with a notice; one with a wrong e-mail lands here with its error.
 */
export default function SubscribePage({ actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const next = (actionData && !actionData.done ? actionData.values.next : undefined) ?? href('/');
  return (
    <section className="auth-card form-page">
      <h1>{t('forms.newsletterTitle')}</h1>
      <p className="muted">{t('forms.newsletterHint')}</p>
      <NewsletterPageForm result={actionData} next={next} />
      <p className="form-page-links">
        <a href={safeNext(next, href('/'))}>{t('forms.subscribeBack')}</a>
      </p>
    </section>
  );
}
