import { data, Link } from 'react-router';
import { listExchangeJobs, listWarehouses, mappableStores, mapWarehouse } from '#core/exchange1c';
import { ActionResult, AdminForm } from '../../components/admin-form';
import { AdminPage } from '../../components/admin-page';
import { DateTime, StatusBadge } from '../../components/values';
import { adminAction, adminLoader, formFields } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/imports.css?url';
import type { Route } from './+types/exchange-1c';
import { kindNames } from './texts';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = () => adminTitle('Обмін з 1С');

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'imports', async ({ ctx, staff, services }) => ({
    enabled: Boolean(services.env.EXCHANGE_1C_LOGIN && services.env.EXCHANGE_1C_PASSWORD),
    priceType: services.env.EXCHANGE_1C_PRICE_TYPE ?? null,
    warehouses: await listWarehouses(ctx, staff),
    stores: await mappableStores(ctx, staff),
    jobs: await listExchangeJobs(ctx, staff),
  }));
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, 'imports', async ({ ctx, staff }, form) => {
    const fields = formFields(form);
    const result = await mapWarehouse(ctx, staff, {
      warehouseId: fields.warehouseId ?? '',
      storeId: fields.storeId ?? '',
    });
    if (!result.ok)
      return data({ ok: false, message: 'Не вдалося зберегти: склад або магазин не знайдено.' }, { status: 400 });
    return { ok: true, message: 'Збережено. Залишки цього складу прийдуть з наступним offers.xml.' };
  });
}

/** `/admin/imports/1c` (content, admin): the 1C exchange's state, its last files, warehouses → stores. */
export default function Exchange1c({ loaderData, actionData }: Route.ComponentProps) {
  const { enabled, priceType, warehouses, stores, jobs } = loaderData;
  return (
    <AdminPage
      title="Обмін з 1С / BAS"
      actions={
        <Link to="/admin/imports" className="admin-button">
          ← До імпорту
        </Link>
      }
    >
      <ActionResult data={actionData} />
      <section className="admin-section exchange-state" aria-labelledby="state-title">
        <h2 id="state-title">Стан</h2>
        {enabled ? (
          <p>
            Обмін увімкнено. У 1С («Обмін з сайтом») вкажіть адресу <code>https://&lt;сайт&gt;/1c/exchange</code>, логін
            і пароль з <code>EXCHANGE_1C_LOGIN</code> / <code>EXCHANGE_1C_PASSWORD</code>. Роздрібна ціна:{' '}
            {priceType ? (
              <code>{priceType}</code>
            ) : (
              'тип цін з назвою «Розничная» / «Роздрібна» (інакше ціни не імпортуються)'
            )}
            .
          </p>
        ) : (
          <p className="admin-hint">
            Обмін вимкнено: задайте <code>EXCHANGE_1C_LOGIN</code> і <code>EXCHANGE_1C_PASSWORD</code> у середовищі
            сервера.
          </p>
        )}
      </section>
      <section className="admin-section" aria-labelledby="warehouses-title">
        <h2 id="warehouses-title">Склади 1С → магазини</h2>
        {warehouses.length === 0 ? (
          <p className="admin-hint">Склади з’являться після першого offers.xml.</p>
        ) : (
          <p className="admin-hint">Залишки складу, не зіставленого з магазином, не потрапляють на сайт.</p>
        )}
        {warehouses.length === 0 ? null : (
          <table className="admin-table exchange-warehouses">
            <thead>
              <tr>
                <th scope="col">Склад у 1С</th>
                <th scope="col">Магазин</th>
              </tr>
            </thead>
            <tbody>
              {warehouses.map((w) => (
                <tr key={w.id}>
                  <td>
                    {w.name}{' '}
                    {w.storeId === null ? <span className="admin-badge admin-badge-bad">Не зіставлено</span> : null}
                    <br />
                    <small className="admin-hint exchange-id">{w.exchangeId}</small>
                  </td>
                  <td>
                    <AdminForm method="post" className="exchange-map">
                      <input type="hidden" name="warehouseId" value={w.id} />
                      <label>
                        <span className="visually-hidden">Магазин для «{w.name}»</span>
                        <select name="storeId" defaultValue={w.storeId ?? ''}>
                          <option value="">— не зіставлено —</option>
                          {stores.map((s) => (
                            <option key={s.id} value={s.id}>
                              {s.title}
                            </option>
                          ))}
                        </select>
                      </label>{' '}
                      <button type="submit" className="admin-button">
                        Зберегти
                      </button>
                    </AdminForm>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="admin-section" aria-labelledby="jobs-title">
        <h2 id="jobs-title">Останні файли обміну</h2>
        {jobs.length === 0 ? (
          <p className="admin-hint">Обмінів ще не було.</p>
        ) : (
          <table className="admin-table exchange-jobs">
            <thead>
              <tr>
                <th scope="col">Коли</th>
                <th scope="col">Файл</th>
                <th scope="col">Що</th>
                <th scope="col" className="admin-num">
                  Рядків
                </th>
                <th scope="col">Стан</th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id}>
                  <td>
                    <DateTime value={job.createdAt} />
                  </td>
                  <td>
                    <Link to={`/admin/imports/${job.id}`}>{job.fileName}</Link>
                  </td>
                  <td>{kindNames[job.kind]}</td>
                  <td className="admin-num" data-label="Рядків:">
                    {job.rowsDone}
                  </td>
                  <td>
                    <StatusBadge kind="import" status={job.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </AdminPage>
  );
}
