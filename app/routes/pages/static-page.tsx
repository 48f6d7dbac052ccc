import { data } from 'react-router';
import { z } from 'zod';
import { cacheTagsComplete } from '#core/cache-tags';
import { getPage } from '#core/content';
import { WholesaleForm } from '../../components/forms/wholesale-form';
import { NotFound } from '../../components/not-found';
// The texts only this screen renders, both languages: not in the language layout (ADR 0123).
import '../../i18n/messages/pages/forms';
import { requestCtx } from '../../request-ctx.server';
import { clip, metaTranslator, pageMeta } from '../../seo/meta';
import { enquiryAction } from '../forms.server';
import type { Route } from './+types/static-page';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  if (!data) return [];
  const { t } = metaTranslator(args.location);
  return pageMeta(args, {
    title: data.page.title,
    description: clip(data.page.body) || t('seo.page.static', { page: data.page.title }),
  });
};

const params = z.object({ page: z.string().regex(/^[a-z0-9-]{1,60}$/) });

export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  // `/online` shows the page `online` (ADR 0049); it has no second address under /pages.
  const parsed = raw.page === 'online' ? params.safeParse({}) : params.safeParse({ page: raw.page ?? 'online' });
  // A content page shows no goods: their changes leave it cached (ADR 0080).
  cacheTagsComplete();
  const page = parsed.success ? await getPage(requestCtx(request, context.services), parsed.data.page) : null;
  if (!page) throw data(null, { status: 404 });
  const hasEnquiry = page.slug === 'wholesale';
  return { page, hasEnquiry, sent: hasEnquiry && new URL(request.url).searchParams.get('sent') === '1' };
}

/** Only the wholesale page has a form: its enquiry (SPEC §1); other pages take no posts. */
export async function action({ request, params: raw, context }: Route.ActionArgs) {
  if (raw.page !== 'wholesale') throw data(null, { status: 405 });
  return enquiryAction(request, context);
}

export default function StaticPage({ loaderData: { page, hasEnquiry, sent }, actionData }: Route.ComponentProps) {
  return (
    <article className="static-page">
      <h1>{page.title}</h1>
      {/* Sanitised in core (rich-text.ts). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.body }} />
      {hasEnquiry ? <WholesaleForm result={actionData} sent={sent} /> : null}
    </article>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
