import { paths } from '../../components/links';
import { ThumbImage } from '../../components/media/pictures';
import { NotFound } from '../../components/not-found';
import { ReviewForm } from '../../components/reviews/review-form';
import { LocalizedLink } from '../../components/ui/localized-link';
import { translator } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import type { Route } from './+types/index';
import { loadReviewPage, reviewAction } from './review.server';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = ({ data, location }) => {
  const t = translator(location.pathname.startsWith('/ru') ? 'ru' : 'ua');
  if (!data) return [];
  return [
    { title: `${t('review.formFor', { title: data.good.title })} — ${t('site.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
};

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadReviewPage(request, params, context.services);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return reviewAction(request, params, context.services, context.clientIp);
}

/**
 * The review form on a page of its own (`/review/{goodId}`): where a post without JavaScript
 * lands when a field needs fixing. The product page embeds the same form.
 */
export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { good, name, rules } = loaderData;
  const posted = actionData && 'errors' in actionData ? actionData : undefined;
  return (
    <article className="review-page">
      <p>
        <LocalizedLink to={paths.good(good.slug, good.id)}>← {t('review.back')}</LocalizedLink>
      </p>
      <header className="review-page-head">
        {good.image ? <ThumbImage src={good.image} size={96} /> : null}
        <h1>{t('review.formFor', { title: good.title })}</h1>
      </header>
      <ReviewForm goodId={good.id} rules={rules} defaultName={name} posted={posted} />
    </article>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
