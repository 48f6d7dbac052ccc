import { data } from 'react-router';
import { SignInPrompt } from '../../components/account/sign-in-prompt';
import { useViewedCards } from '../../components/personal/viewed-goods';
import { GoodGrid } from '../../components/product/good-card';
import { useI18n } from '../../i18n/use-i18n';
import { metaTranslator, pageMeta } from '../../seo/meta';
import { sessionUser } from '../../session.server';
import type { Route } from './+types/seen-goods';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/lists';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('lists.viewedTitle'), description: t('seo.private'), noindex: true });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await sessionUser(request, context.services);
  return data({ signedIn: user !== null }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** Viewed goods live in this browser (SPEC §3); the page lists them newest first. */
export default function ProfileSeen({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { goods } = useViewedCards();
  if (!loaderData.signedIn) return <SignInPrompt title={t('lists.viewedTitle')} />;
  return (
    <section className="list-page">
      <h1>{t('lists.viewedTitle')}</h1>
      {goods === null ? (
        <p aria-busy="true">{t('lists.loading')}</p>
      ) : goods.length === 0 ? (
        <p className="empty">{t('lists.viewedEmpty')}</p>
      ) : (
        <GoodGrid goods={goods} headingLevel={2} />
      )}
    </section>
  );
}
