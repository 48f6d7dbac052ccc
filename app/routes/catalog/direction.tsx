import { data } from 'react-router';
import { z } from 'zod';
import { getDirection } from '#core/catalog';
import { paths } from '../../components/links';
import { CategoryTiles } from '../../components/listing/category-tiles';
import { NotFound } from '../../components/not-found';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { useI18n } from '../../i18n/use-i18n';
import { requestCtx } from '../../request-ctx.server';
import { metaTranslator, pageMeta } from '../../seo/meta';
import type { Route } from './+types/direction';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = (args) => {
  const { data: loaded } = args;
  if (!loaded) return [];
  const { t } = metaTranslator(args.location);
  return pageMeta(args, {
    title: loaded.direction.title,
    description: t('direction.description', { direction: loaded.direction.title }),
  });
};

/** The one-segment `/direct={id}` of SPEC §2; any other unknown one-segment path is a 404. */
const segment = z
  .string()
  .regex(/^direct=[1-9]\d{0,8}$/)
  .transform((s) => Number(s.slice('direct='.length)));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = segment.safeParse(params.segment);
  if (!id.success) throw data(null, { status: 404 });
  const direction = await getDirection(requestCtx(request, context.services), id.data);
  if (!direction) throw data(null, { status: 404 });
  return { direction };
}

export default function Direction({ loaderData: { direction } }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="listing">
      <Breadcrumbs path={[]} current={direction.title} />
      <h1>{direction.title}</h1>
      <h2 className="visually-hidden">{t('direction.categories')}</h2>
      <CategoryTiles items={direction.categories} href={(c) => paths.category(c.slug, c.id)} />
    </div>
  );
}

export function ErrorBoundary() {
  return <NotFound />;
}
