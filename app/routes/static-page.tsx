import { data } from 'react-router';
import { z } from 'zod';
import { getPage } from '#core/content';
import { NotFound } from '../components/not-found';
import { requestCtx } from '../request-ctx.server';
import type { Route } from './+types/static-page';

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: `${data.page.title} — Поплавок` }] : []);

const params = z.object({ page: z.string().regex(/^[a-z0-9-]{1,60}$/) });

export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  const page = parsed.success ? await getPage(requestCtx(request, context.services), parsed.data.page) : null;
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export default function StaticPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <article className="static-page">
      <h1>{page.title}</h1>
      {/* Bodies are written by the shop, not by shoppers: trusted HTML. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
