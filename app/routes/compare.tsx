import { useEffect, useState } from 'react';
import { data, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../components/links';
import { CompareTable } from '../components/personal/compare-table';
import { ListDialog } from '../components/personal/list-dialog';
import { LocalizedLink } from '../components/ui/localized-link';
import { compareGroups, idsParam } from '../goods.server';
import { useI18n } from '../i18n/use-i18n';
import { compareList, readIds, usePersonalIds } from '../personal-lists';
import { requestCtx } from '../request-ctx.server';
import { metaTranslator, pageMeta } from '../seo/meta';
import type { Route } from './+types/compare';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../i18n/messages/pages/lists';
import '../i18n/messages/pages/screens';

export const meta: Route.MetaFunction = (args) => {
  const { t } = metaTranslator(args.location);
  return pageMeta(args, { title: t('lists.compareTitle'), description: t('seo.compare'), noindex: true });
};

/** The goods to compare come in the URL (`?ids=`), written there from browser storage (§3). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = idsParam.parse(new URL(request.url).searchParams.get('ids') ?? '');
  const groups = await compareGroups(requestCtx(request, context.services), ids);
  return data({ groups }, { headers: { 'Cache-Control': 'private, no-cache' } });
}

export default function Compare({ loaderData: { groups } }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const stored = usePersonalIds('compare').join(',');
  const [confirmAll, setConfirmAll] = useState(false);
  const shown = params.get('ids') ?? '';
  // Keep the URL in step with the stored list (this tab or another one). `stored` is the
  // trigger; storage itself is read because during hydration the hook still gives the server's [].
  // biome-ignore lint/correctness/useExhaustiveDependencies: stored triggers the re-read
  useEffect(() => {
    const actual = readIds('compare').join(',');
    if (actual !== shown) navigate(actual ? `?ids=${actual}` : '?', { replace: true, preventScrollReset: true });
  }, [stored, shown, navigate]);
  const count = groups.reduce((sum, g) => sum + g.goods.length, 0);
  return (
    <section className="compare">
      <div className="compare-head">
        <h1>
          {t('lists.compareTitle')} {count ? <small>({count})</small> : null}
        </h1>
        {count ? (
          <button type="button" className="link-button" onClick={() => setConfirmAll(true)}>
            {t('lists.compareRemoveAll')}
          </button>
        ) : null}
      </div>
      {count === 0 ? (
        <div className="empty">
          <p>
            <strong>{t('lists.compareEmpty')}</strong>
          </p>
          <p>{t('lists.compareEmptyHint')}</p>
          <LocalizedLink to={paths.home} className="button">
            {t('notFound.home')}
          </LocalizedLink>
        </div>
      ) : (
        groups.map((group) => <CompareTable key={group.category.id} group={group} />)
      )}
      {confirmAll ? (
        <ListDialog title={t('lists.compareRemoveAll')} onClose={() => setConfirmAll(false)}>
          <p>{t('lists.compareRemoveAllConfirm')}</p>
          <div className="dialog-buttons">
            <button type="button" className="link-button" onClick={() => setConfirmAll(false)}>
              {t('lists.cancel')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                compareList.clear();
                setConfirmAll(false);
              }}
            >
              {t('lists.confirm')}
            </button>
          </div>
        </ListDialog>
      ) : null}
    </section>
  );
}
