import { useEffect } from 'react';
import { data, Link, useRevalidator } from 'react-router';
import { z } from 'zod';
import { type ExchangeReport, restoreHidden } from '#core/exchange1c';
import { getImportJob, staleApplyMs } from '#core/imports';
import { idSchema } from '#core/shared';
import { ActionResult, AdminForm, ConfirmButton } from '../../components/admin-form';
import { AdminPage } from '../../components/admin-page';
import { DateTime, StatusBadge } from '../../components/values';
import { adminAction, adminLoader, formFields } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/imports.css?url';
import type { Route } from './+types/job';
import { startApply, startCheck } from './imports.server';
import { Changes, Counts, ExchangeNotes, Issues } from './report';
import { fatalText, kindNames } from './texts';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];
export const meta: Route.MetaFunction = ({ params }) => adminTitle(`Імпорт №${params.id}`);

const idParam = idSchema();

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'imports', async ({ ctx, staff }) => {
    const id = idParam.safeParse(args.params.id);
    if (!id.success) throw data(null, { status: 404 });
    const job = await getImportJob(ctx, staff, id.data);
    if (!job) throw data(null, { status: 404 });
    const beatAt = job.report?.beatAt ? Date.parse(job.report.beatAt) : 0;
    // An apply nobody has moved for a while (its process stopped) may be resumed from here.
    const stalled = job.status === 'applying' && ctx.now.getTime() - beatAt > staleApplyMs;
    // A check takes seconds; one still "checking" after ten minutes lost its process (a restart).
    const checkLost = job.status === 'checking' && ctx.now.getTime() - job.createdAt.getTime() > 10 * 60_000;
    return { job, stalled, checkLost };
  });
}

const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('apply') }),
  z.object({ intent: z.literal('recheck') }),
  z.object({ intent: z.literal('restore') }),
]);

const restoreRefused = {
  not_found: 'Це не імпорт з 1С.',
  nothing_hidden: 'Цей імпорт нічого не приховав.',
  already_restored: 'Приховані цим імпортом товари вже повернуто.',
} as const;

export async function action(args: Route.ActionArgs) {
  return adminAction(args, 'imports', async (session, form) => {
    const id = idParam.safeParse(args.params.id);
    const parsed = intents.safeParse(formFields(form));
    if (!id.success || !parsed.success) return data({ ok: false, message: 'Невідома дія.' }, { status: 400 });
    const job = await getImportJob(session.ctx, session.staff, id.data);
    if (!job) throw data(null, { status: 404 });
    if (parsed.data.intent === 'restore') {
      // The goods a full 1C export hid go back on sale.
      const done = await restoreHidden(session.ctx, session.staff, id.data);
      if (!done.ok) return data({ ok: false, message: restoreRefused[done.error] }, { status: 409 });
      return { ok: true, message: `Повернуто в продаж: ${done.count.toLocaleString('uk-UA')}.` };
    }
    if (parsed.data.intent === 'recheck') {
      if (job.status === 'applying' || job.status === 'applied')
        return data({ ok: false, message: 'Імпорт уже застосовується або застосований.' }, { status: 409 });
      startCheck(session, id.data);
      return { ok: true, message: 'Перевіряємо файл ще раз.' };
    }
    if (job.status === 'applied') return data({ ok: false, message: 'Цей імпорт уже застосовано.' }, { status: 409 });
    // The claim in core decides: a second click, or another process already applying, does nothing.
    startApply(session, id.data);
    return { ok: true, message: 'Застосовуємо зміни.' };
  });
}

/** With JS the page asks for fresh data every second while a job runs; without JS it refreshes itself. */
function useFollow(running: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!running || state !== 'idle') return;
    const timer = setTimeout(() => void revalidate(), 1000);
    return () => clearTimeout(timer);
  }, [running, state, revalidate]);
}

export default function ImportJob({ loaderData, actionData }: Route.ComponentProps) {
  const { job, stalled, checkLost } = loaderData;
  const report = job.report;
  const running = (job.status === 'checking' && !checkLost) || (job.status === 'applying' && !stalled);
  useFollow(running);
  const canApply =
    !!report?.checkedAt &&
    !report.fatal &&
    (job.status === 'checked' || job.status === 'failed' || stalled) &&
    report.counts.new + report.counts.changed > 0;
  const toChange = report ? report.counts.new + report.counts.changed : 0;
  return (
    <AdminPage
      title={
        <>
          Імпорт №{job.id}: {kindNames[job.kind]} <StatusBadge kind="import" status={job.status} />
        </>
      }
      actions={<Link to="/admin/imports">← Усі імпорти</Link>}
    >
      {running ? (
        // Without JS the page refreshes itself while the job runs (with JS it revalidates instead).
        <noscript dangerouslySetInnerHTML={{ __html: '<meta http-equiv="refresh" content="2">' }} />
      ) : null}
      {job.status === 'applied' && job.format !== 'commerceml' ? null : <ActionResult data={actionData} />}
      <p className="imports-meta">
        Файл <strong>{job.fileName}</strong> ({job.format.toUpperCase()}) · завантажив {job.actorName} ·{' '}
        <DateTime value={job.createdAt} />
        {job.finishedAt ? (
          <>
            {' '}
            · застосовано <DateTime value={job.finishedAt} />
          </>
        ) : null}
      </p>
      {job.status === 'checking' ? (
        <p className="imports-progress" role="status">
          Перевіряємо файл… прочитано рядків: {job.rowsTotal.toLocaleString('uk-UA')}
        </p>
      ) : null}
      {job.status === 'applying' || (job.status === 'failed' && job.rowsDone > 0) ? (
        <div className="imports-progress" role="status">
          <progress value={job.rowsDone} max={Math.max(1, job.rowsTotal)} />
          <span>
            Застосовано {job.rowsDone.toLocaleString('uk-UA')} з {job.rowsTotal.toLocaleString('uk-UA')} рядків
            {stalled ? ' — процес зупинився, можна продовжити.' : '…'}
          </span>
        </div>
      ) : null}
      {report?.fatal ? (
        <div className="admin-result admin-result-error" role="alert">
          {fatalText(report.fatal)}
        </div>
      ) : null}
      {report?.applyError ? (
        <div className="admin-result admin-result-error" role="alert">
          Застосування перервалося ({report.applyError}). Уже застосовані рядки збережено; «Застосувати» продовжить з
          місця зупинки.
        </div>
      ) : null}
      {report?.checkedAt && !report.fatal ? (
        <>
          <h2>{job.status === 'applied' ? 'Перевірка' : 'Перевірка (нічого ще не змінено)'}</h2>
          <Counts counts={report.counts} label="Підсумок перевірки" />
          {report.unknownColumns.length ? (
            <p className="admin-hint">Стовпці, яких імпорт не знає (пропущено): {report.unknownColumns.join(', ')}.</p>
          ) : null}
          {report.applied && job.status === 'applied' ? (
            <>
              <h2>Застосовано</h2>
              <Counts counts={report.applied} label="Підсумок застосування" />
            </>
          ) : null}
          {canApply ? (
            <AdminForm method="post" className="imports-apply">
              <ConfirmButton
                name="intent"
                value="apply"
                className="admin-button admin-button-primary"
                question={`Застосувати зміни: ${toChange} рядків?`}
              >
                Застосувати
              </ConfirmButton>
              {report.counts.errors ? (
                <span className="admin-hint">Рядки з помилками ({report.counts.errors}) буде пропущено.</span>
              ) : null}
            </AdminForm>
          ) : job.status === 'checked' ? (
            <p className="admin-hint">Змінювати нічого: усі рядки такі самі, як у магазині, або з помилками.</p>
          ) : null}
          {job.format === 'commerceml' ? <ExchangeNotes report={report as ExchangeReport} /> : null}
          <Changes report={report} applied={job.status === 'applied'} exchange={job.format === 'commerceml'} />
          <Issues report={report} />
        </>
      ) : null}
      {(job.status === 'checked' || checkLost || (job.status === 'failed' && !job.rowsDone)) &&
      job.format !== 'commerceml' ? (
        <AdminForm method="post" className="imports-recheck">
          <button type="submit" name="intent" value="recheck" className="admin-button">
            Перевірити ще раз
          </button>
        </AdminForm>
      ) : null}
    </AdminPage>
  );
}
