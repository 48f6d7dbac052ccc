import { Link, useSearchParams } from 'react-router';
import { type ImportKind, importJobsFilter, listImportJobs } from '#core/imports';
import { CsrfField } from '../../components/admin-form';
import { AdminPage } from '../../components/admin-page';
import { Pagination } from '../../components/table';
import { DateTime, StatusBadge } from '../../components/values';
import { adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/imports.css?url';
import type { Route } from './+types/index';
import { kindNames, uploadTexts } from './texts';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

// The component may not import values from core (they would pull the database into the browser).
const kinds = Object.keys(kindNames) as ImportKind[];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];
export const meta: Route.MetaFunction = () => adminTitle('Імпорт і експорт');

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'imports', async ({ ctx, staff }) => {
    const params = Object.fromEntries(new URL(args.request.url).searchParams);
    const filter = importJobsFilter.parse(params);
    return { ...(await listImportJobs(ctx, staff, filter)), filter };
  });
}

/** `/admin/imports` (content, admin): upload a file, follow the jobs, export. */
export default function Imports({ loaderData }: Route.ComponentProps) {
  const { rows, total, filter } = loaderData;
  const [params] = useSearchParams();
  const refused = params.get('upload') as keyof typeof uploadTexts | null;
  return (
    <AdminPage title="Імпорт і експорт">
      {refused && uploadTexts[refused] ? (
        <div className="admin-result admin-result-error" role="alert">
          {uploadTexts[refused]}
        </div>
      ) : null}
      <div className="imports-top">
        <section className="admin-section imports-upload" aria-labelledby="upload-title">
          <h2 id="upload-title">Завантажити файл</h2>
          {/* A plain multipart form (no JS needed): CSRF and kind before the file, which streams to disk. */}
          <form method="post" action="/admin/imports/upload" encType="multipart/form-data" className="imports-form">
            <CsrfField />
            <label>
              Що імпортувати
              <select name="kind" defaultValue="prices" required>
                {kinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {kindNames[kind]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Файл CSV або XLSX
              <input type="file" name="file" accept=".csv,.xlsx,text/csv" required />
            </label>
            <button type="submit" className="admin-button admin-button-primary">
              Перевірити
            </button>
          </form>
          <p className="admin-hint">
            Спершу файл перевіряється: ви побачите, що зміниться, і лише тоді застосуєте. Стовпці — як в експорті:
            товари{' '}
            <code>
              ext_id; title_ua; title_ru; category_id; brand; price; old_price; sell_status; active; weight_g;
              length_mm; width_mm; height_mm
            </code>
            , ціни <code>ext_id; price; old_price</code>, залишки <code>ext_id; store; quantity</code>. Ціни в гривнях;
            вага посилки в грамах, розміри в міліметрах (цілі числа). Порожня стара ціна, бренд, вага чи розмір —
            прибрати, інші порожні клітинки — не змінювати.
          </p>
          <p className="admin-hint">
            Файли з 1С / BAS приходять самі (CommerceML): <Link to="/admin/imports/1c">обмін з 1С і склади</Link>.
          </p>
        </section>
        <section className="admin-section imports-export" aria-labelledby="export-title">
          <h2 id="export-title">Експорт</h2>
          <ul>
            {kinds.map((kind) => (
              <li key={kind}>
                <span>{kindNames[kind]}</span>
                <a href={`/admin/imports/export?kind=${kind}&format=csv`} download>
                  Експорт CSV
                </a>
                <a href={`/admin/imports/export?kind=${kind}&format=xlsx`} download>
                  Експорт XLSX
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <h2>Завантаження</h2>
      {rows.length === 0 ? (
        <p className="admin-empty">Ще нічого не імпортували.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">№</th>
              <th scope="col">Дата</th>
              <th scope="col">Що</th>
              <th scope="col">Файл</th>
              <th scope="col">Хто</th>
              <th scope="col" className="admin-num">
                Рядків
              </th>
              <th scope="col">Стан</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((job) => (
              <tr key={job.id}>
                <td>
                  <Link to={`/admin/imports/${job.id}`}>{job.id}</Link>
                </td>
                <td>
                  <DateTime value={job.createdAt} />
                </td>
                <td>{kindNames[job.kind]}</td>
                <td>
                  <Link to={`/admin/imports/${job.id}`}>{job.fileName}</Link>
                </td>
                <td>{job.actorName}</td>
                <td className="admin-num">
                  {job.status === 'applying' ? `${job.rowsDone} / ${job.rowsTotal}` : job.rowsTotal}
                </td>
                <td>
                  <StatusBadge kind="import" status={job.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={filter.page}
        pages={Math.max(1, Math.ceil(total / filter.perPage))}
        perPage={filter.perPage}
        total={total}
      />
    </AdminPage>
  );
}
