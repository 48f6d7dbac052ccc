import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/lists';

/** A guest on a page that needs sign-in (SPEC §6): the way to the sign-in form and back here. */
export function SignInPrompt({ title }: { title: string }) {
  const { t, href } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <section className="empty">
      <h1>{title}</h1>
      <p>{t('profile.loginHint')}</p>
      <a className="button" href={`${href('/profile')}?next=${encodeURIComponent(pathname + search)}`}>
        {t('lists.signIn')}
      </a>
    </section>
  );
}
