import { Link, useSearchParams } from 'react-router';
import { formatPhone, listOutbox, outboxInput } from '#core/accounts';
import { smsDemo } from '#server/env';
import { AdminPage } from '../components/admin-page';
import { FilterBar } from '../components/table';
import { DateTime, StatusBadge } from '../components/values';
import { adminLoader } from '../lib/guard.server';
import { adminTitle } from '../lib/nav';
import css from '../styles/messages.css?url';
import type { Route } from './+types/messages';

export { AdminErrorBoundary as ErrorBoundary } from '../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export const meta: Route.MetaFunction = () => adminTitle('Повідомлення');

/** What each message is for, in a manager's words. */
const purposes: Record<string, string> = {
  registration_code: 'Код реєстрації',
  password_recovery: 'Відновлення паролю',
  order_placed: 'Замовлення оформлено',
  order_status: 'Статус замовлення',
  back_in_stock: 'Знову в наявності',
  review_reply: 'Відповідь на відгук',
  fiscal_receipt: 'Фіскальний чек',
};

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'messages', async ({ ctx, staff, services }) => {
    const params = new URL(args.request.url).searchParams;
    const input = outboxInput.parse({ q: params.get('q') ?? undefined, before: params.get('before') ?? undefined });
    const found = await listOutbox(ctx, staff, input);
    const items = found.items.map((m) => ({ ...m, to: m.channel === 'sms' ? formatPhone(m.to) : m.to }));
    return { items, next: found.next, q: input.q ?? '', paged: Boolean(input.before), demo: smsDemo(services.env) };
  });
}

/**
 * `/admin/messages` (admin, manager, ADR 0116): every SMS and e-mail the shop sent or
 * queued, newest first, in Kyiv time — the demo's texts (registration codes, recovery passwords)
 * readable while the shop runs.
 */
export default function Messages({ loaderData }: Route.ComponentProps) {
  const { items, next, q, paged, demo } = loaderData;
  const [params] = useSearchParams();
  const nextHref = next ? `?${new URLSearchParams({ ...(q ? { q } : {}), before: next })}` : null;
  return (
    <AdminPage title="Повідомлення">
      {demo ? (
        <p className="messages-demo" role="note">
          Демо: SMS-шлюз і пошту не налаштовано — повідомлення лише записуються сюди й нікому не надходять. Секретні
          тексти (коди реєстрації, паролі відновлення) стираються, щойно їх використано або минув їхній строк.
        </p>
      ) : null}
      <FilterBar label="Пошук повідомлень">
        <label>
          Телефон або e-mail
          <input
            type="search"
            name="q"
            defaultValue={params.get('q') ?? ''}
            placeholder="050 123 45 67, ivan@…"
            size={32}
            maxLength={100}
          />
        </label>
      </FilterBar>
      {items.length === 0 ? (
        <p className="admin-empty">{q ? `Для «${q}» повідомлень немає.` : 'Повідомлень ще немає.'}</p>
      ) : (
        <table className="admin-table messages-table">
          <thead>
            <tr>
              <th scope="col">Час (Київ)</th>
              <th scope="col">Кому</th>
              <th scope="col">Навіщо</th>
              <th scope="col">Текст</th>
              <th scope="col">Стан</th>
            </tr>
          </thead>
          <tbody>
            {items.map((m) => (
              <tr key={`${m.channel}-${m.id}`}>
                <td className="admin-nowrap" data-label="Час">
                  <DateTime value={m.createdAt} />
                </td>
                <td className="admin-nowrap" data-label={m.channel === 'sms' ? 'SMS' : 'E-mail'}>
                  <Link to={`?${new URLSearchParams({ q: m.to })}`}>{m.to}</Link>
                  <small className="admin-hint"> {m.channel === 'sms' ? 'SMS' : 'e-mail'}</small>
                </td>
                <td data-label="Навіщо">{purposes[m.purpose] ?? m.purpose}</td>
                <td className="messages-text">
                  {m.subject ? <span className="messages-subject">{m.subject}</span> : null}
                  {m.text ? (
                    m.text
                  ) : (
                    <span className="messages-wiped">текст стерто (секретний код використано або він застарів)</span>
                  )}
                </td>
                <td data-label="Стан">
                  <StatusBadge kind="message" status={m.status} />
                  {m.sentAt ? (
                    <small className="admin-hint">
                      {' '}
                      <DateTime value={m.sentAt} />
                    </small>
                  ) : null}
                  {m.error ? <small className="admin-hint"> {m.error}</small> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="messages-more" aria-label="Сторінки">
        {paged ? <Link to={q ? `?${new URLSearchParams({ q })}` : '?'}>← Найновіші</Link> : null}
        {nextHref ? (
          <Link to={nextHref} rel="next">
            Давніші →
          </Link>
        ) : null}
      </nav>
    </AdminPage>
  );
}
