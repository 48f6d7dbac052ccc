import { Link } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import type { Route } from './+types/integrations';
import { type Integration, type IntegrationState, shopIntegrations } from './integrations.server';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = () => adminTitle('Інтеграції');

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'staff', async ({ services }) => ({
    integrations: shopIntegrations(services.env),
  }));
}

const groups: Record<Integration['group'], string> = {
  payments: 'Оплата',
  receipts: 'Фіскальні чеки',
  carriers: 'Доставка',
  exchange: 'Облік',
};

const states: Record<IntegrationState, [string, string]> = {
  configured: ['Налаштовано', 'done'],
  partial: ['Не все налаштовано', 'progress'],
  demo: ['Демо', 'bad'],
  off: ['Вимкнено', 'muted'],
};

/** `/admin/staff/integrations` (admin): each provider — configured, demo or off — and what it still needs. */
export default function Integrations({ loaderData }: Route.ComponentProps) {
  const { integrations } = loaderData;
  return (
    <AdminPage
      title="Інтеграції"
      actions={
        <Link to="/admin/staff" className="admin-button">
          ← До персоналу
        </Link>
      }
    >
      <p className="admin-hint">
        Налаштування задаються у середовищі сервера (див. README, «Going live»); тут видно лише їхні назви, не значення.
        «Демо» — замість сервісу працює демонстраційна заглушка: гроші не рухаються, чеки не фіскальні.
      </p>
      {(Object.keys(groups) as Integration['group'][]).map((group) => (
        <section key={group} className="admin-section" aria-labelledby={`integrations-${group}`}>
          <h2 id={`integrations-${group}`}>{groups[group]}</h2>
          <table className="admin-table integrations-table">
            <thead>
              <tr>
                <th scope="col">Сервіс</th>
                <th scope="col">Для чого</th>
                <th scope="col">Стан</th>
                <th scope="col">Не вистачає</th>
              </tr>
            </thead>
            <tbody>
              {integrations
                .filter((i) => i.group === group)
                .map((i) => {
                  const [label, tone] = states[i.state];
                  return (
                    <tr key={i.name}>
                      <th scope="row">{i.name}</th>
                      <td>
                        {i.purpose}
                        {i.note ? <div className="admin-hint">{i.note}</div> : null}
                      </td>
                      <td>
                        <span className={`admin-badge admin-badge-${tone}`}>{label}</span>
                      </td>
                      <td>
                        {i.missing.length ? (
                          i.missing.map((name) => (
                            <code key={name} className="integrations-setting">
                              {name}
                            </code>
                          ))
                        ) : (
                          <span className="admin-hint">—</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </section>
      ))}
    </AdminPage>
  );
}
