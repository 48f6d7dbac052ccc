import { Link, useSearchParams } from 'react-router';
import { kyivDayStart } from '#core/shared';
import { auditFilterInput, listAudit, listStaff } from '#core/staff';
import { AdminPage } from '../../components/admin-page';
import { FilterBar } from '../../components/table';
import { DateTime } from '../../components/values';
import { adminLoader } from '../../lib/guard.server';
import { KeysetPager } from '../../lib/keyset-pager';
import { adminTitle } from '../../lib/nav';
import type { Route } from './+types/index';
import { auditChanges } from './changes';
import { accessActionNames, accessSummary, actorKindName } from './texts';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = () => adminTitle('Журнал змін');

/** Kyiv's day boundaries from the date inputs (YYYY-MM-DD): from its start, to the next day's. */
const kyivDay = (value: string | null, addDays = 0) =>
  value ? (kyivDayStart(value, addDays) ?? undefined) : undefined;

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'audit', async ({ ctx, staff }) => {
    const params = new URL(args.request.url).searchParams;
    const text = (name: string) => params.get(name)?.trim() || undefined;
    const parsed = auditFilterInput.safeParse({
      entity: text('entity'),
      entityId: text('entityId'),
      action: text('action'),
      staffId: text('staffId'),
      from: kyivDay(params.get('from')),
      to: kyivDay(params.get('to'), 1),
      after: text('after'),
      before: text('before'),
      perPage: text('perPage'),
    });
    const filter = parsed.success ? parsed.data : auditFilterInput.parse({});
    const [result, people] = await Promise.all([listAudit(ctx, staff, filter), listStaff(ctx, staff)]);
    const who = people.staff.map((person) => ({ id: person.id, login: person.login }));
    return { ...result, who, filter: { perPage: filter.perPage }, invalid: !parsed.success };
  });
}

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/**
 * The fields a row changed as people read them, before → after (ADR 0115);
 * the record as it is stored (kopiyky, codes) behind a toggle.
 */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0 && (before === null || before === undefined) && (after === null || after === undefined))
    return null;
  return (
    <>
      {changes.length ? (
        <dl className="audit-changes">
          {changes.map((change) => (
            <div key={change.key} data-field={change.key}>
              <dt>{change.label}</dt>
              <dd>
                {before !== null && before !== undefined ? (
                  <>
                    <del>{change.before ?? '—'}</del> <span aria-hidden="true">→</span>{' '}
                    <span className="visually-hidden">стало </span>
                  </>
                ) : null}
                <ins>{change.after ?? '—'}</ins>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <details className="audit-raw">
        <summary>Як записано</summary>
        <p>Було:</p>
        <pre>{show(before)}</pre>
        <p>Стало:</p>
        <pre>{show(after)}</pre>
      </details>
    </>
  );
}

/**
 * `/admin/audit` (admin): every change of the back office and of imports, newest first;
 * sign-ins, failed ones, sign-outs and exports of customer data as sentences.
 */
export default function Audit({ loaderData }: Route.ComponentProps) {
  const { rows, total, more, filter } = loaderData;
  const [params] = useSearchParams();
  const value = (name: string) => params.get(name) ?? '';
  return (
    <AdminPage title="Журнал змін">
      <FilterBar>
        <label>
          Хто
          <select name="staffId" defaultValue={value('staffId')}>
            <option value="">усі</option>
            {loaderData.who.map((person) => (
              <option key={person.id} value={person.id}>
                {person.login}
              </option>
            ))}
          </select>
        </label>
        <label>
          Об'єкт <input name="entity" defaultValue={value('entity')} placeholder="order, review, good…" size={12} />
        </label>
        <label>
          Запис <input name="entityId" defaultValue={value('entityId')} size={8} />
        </label>
        <label>
          Дія <input name="action" defaultValue={value('action')} placeholder="order.confirm" size={14} />
        </label>
        <label>
          Від <input type="date" name="from" defaultValue={value('from')} />
        </label>
        <label>
          До <input type="date" name="to" defaultValue={value('to')} />
        </label>
      </FilterBar>
      {loaderData.invalid ? (
        <p className="admin-result admin-result-error">Фільтр не зрозумілий; показано все.</p>
      ) : null}
      {rows.length === 0 ? (
        <p className="admin-empty">Записів немає.</p>
      ) : (
        <table className="admin-table admin-audit">
          <thead>
            <tr>
              <th scope="col">Коли</th>
              <th scope="col">Хто</th>
              <th scope="col">Дія</th>
              <th scope="col">Об'єкт</th>
              <th scope="col">Що змінилося</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <DateTime value={row.at} />
                </td>
                <td>
                  {row.actorName}
                  {actorKindName(row.actorKind) ? <small> ({actorKindName(row.actorKind)})</small> : null}
                </td>
                <td>
                  <Link to={`?action=${encodeURIComponent(row.action)}`}>
                    {accessActionNames[row.action] ?? row.action}
                  </Link>
                  {accessActionNames[row.action] ? (
                    <>
                      <br />
                      <small>{row.action}</small>
                    </>
                  ) : null}
                </td>
                <td>
                  {row.entityId ? (
                    <Link to={`?entity=${encodeURIComponent(row.entity)}&entityId=${encodeURIComponent(row.entityId)}`}>
                      {row.entity} #{row.entityId}
                    </Link>
                  ) : (
                    <Link to={`?entity=${encodeURIComponent(row.entity)}`}>{row.entity}</Link>
                  )}
                </td>
                {accessSummary(row) !== null ? (
                  // Who came in, who tried, who left, what customer data went out: one sentence.
                  <td>{accessSummary(row)}</td>
                ) : (
                  <td>
                    <Changes before={row.before} after={row.after} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <KeysetPager prev={loaderData.prev} next={loaderData.next} total={total} more={more} perPage={filter.perPage} />
    </AdminPage>
  );
}
