import { data, Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { formatPhone } from '#core/accounts';
import { callsInput, callTypes, listCalls, updateCall } from '#core/calls';
import { idSchema } from '#core/shared';
import { type ActionData, ActionResult, AdminForm } from '../../components/admin-form';
import { AdminPage } from '../../components/admin-page';
import { Pagination, useWithParams } from '../../components/table';
import { DateTime, Money, StatusBadge } from '../../components/values';
import { adminAction, adminLoader, formFields } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/orders.css?url';
import type { Route } from './+types/index';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = () => adminTitle('Дзвінки');

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'calls', async ({ ctx, staff }) => {
    const filter = callsInput.parse(Object.fromEntries(new URL(args.request.url).searchParams));
    const page = await listCalls(ctx, staff, filter);
    return { ...page, rows: page.rows.map((r) => ({ ...r, phone: formatPhone(r.phone) })), filter };
  });
}

const intents = z.object({
  intent: z.enum(['take', 'done', 'note']),
  type: z.enum(callTypes),
  id: idSchema(),
  note: z.string().trim().max(1000, 'Нотатка — до 1000 символів.').optional(),
});

export async function action(args: Route.ActionArgs) {
  return adminAction(args, 'calls', async ({ ctx, staff }, form) => {
    const parsed = intents.safeParse(formFields(form));
    if (!parsed.success)
      return data({ ok: false, message: parsed.error.issues[0]?.message ?? 'Невідома дія.' }, { status: 400 });
    const { intent, type, id, note } = parsed.data;
    const result = await updateCall(ctx, staff, {
      type,
      id,
      status: intent === 'take' ? 'in_progress' : intent === 'done' ? 'done' : undefined,
      note,
    });
    if (!result.ok)
      return data(
        {
          ok: false,
          message:
            result.error === 'call_not_found'
              ? 'Такого запиту немає.'
              : 'Цей запит уже взяли в роботу або виконали. Оновіть сторінку.',
        },
        { status: result.error === 'call_not_found' ? 404 : 409 },
      );
    return {
      ok: true,
      message:
        intent === 'take' ? 'Взято в роботу.' : intent === 'done' ? 'Позначено як виконане.' : 'Нотатку збережено.',
    };
  });
}

const typeTabs = [
  { type: null, label: 'Усі' },
  { type: 'quick', label: 'В один клік' },
  { type: 'callback', label: 'Зворотні дзвінки' },
  { type: 'enquiry', label: 'Запити (опт)' },
] as const;
const statusChoices = [
  { status: 'open', label: 'Чекають' },
  { status: 'new', label: 'Нові' },
  { status: 'in_progress', label: 'В роботі' },
  { status: 'done', label: 'Виконані' },
  { status: 'all', label: 'Усі' },
] as const;
const typeNames = { quick: 'В один клік', callback: 'Зворотний дзвінок', enquiry: 'Запит' } as const;
const enquiryKinds: Record<string, string> = { wholesale: 'оптовий', vacancy: 'вакансія', service: 'сервіс' };

/**
 * `/admin/calls`: one-click orders, callback requests and enquiries as one queue — what
 * waits first —, tabs by type, "Взяти в роботу", "Виконано" with the operator's note, and
 * "Оформити замовлення" for a one-click order.
 */
export default function Calls({ loaderData: d, actionData }: Route.ComponentProps) {
  const withParams = useWithParams();
  const [params] = useSearchParams();
  const type = params.get('type');
  return (
    <AdminPage title="Дзвінки">
      <nav className="calls-tabs" aria-label="Типи запитів">
        {typeTabs.map((tab) => (
          <Link
            key={tab.label}
            to={withParams({ type: tab.type, page: null })}
            aria-current={(type ?? null) === tab.type || (!tab.type && !d.filter.type) ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <nav className="admin-toolbar" aria-label="Стан запитів">
        {statusChoices.map((choice) =>
          choice.status === d.filter.status ? (
            <strong key={choice.status}>{choice.label}</strong>
          ) : (
            <Link key={choice.status} to={withParams({ status: choice.status, page: null })}>
              {choice.label}
            </Link>
          ),
        )}
      </nav>
      <ActionResult data={actionData as ActionData} />
      {d.rows.length === 0 ? (
        <p className="admin-empty">Запитів немає.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Надійшов</th>
              <th scope="col">Тип</th>
              <th scope="col">Клієнт</th>
              <th scope="col">Запит</th>
              <th scope="col">Стан</th>
              <th scope="col">Опрацював</th>
              <th scope="col">Дії</th>
            </tr>
          </thead>
          <tbody>
            {d.rows.map((row) => (
              <tr key={`${row.type}-${row.id}`}>
                <td>
                  <DateTime value={row.createdAt} />
                </td>
                <td>
                  {typeNames[row.type]} №{row.id}
                  {row.kind ? <small className="orders-sub">{enquiryKinds[row.kind] ?? row.kind}</small> : null}
                  {row.locale === 'ru' ? <small className="orders-sub">рос. мова</small> : null}
                </td>
                <td>
                  {row.name ? (
                    <>
                      {row.name}
                      <br />
                    </>
                  ) : null}
                  <a href={`tel:${row.phone.replace(/[^+\d]/g, '')}`}>{row.phone}</a>
                  {row.company ? <small className="orders-sub">{row.company}</small> : null}
                  {row.email ? <small className="orders-sub">{row.email}</small> : null}
                </td>
                <td className="calls-what">
                  {row.type === 'quick' ? (
                    <>
                      <ul>
                        {row.lines.map((line) => (
                          <li key={line.goodId}>
                            {line.title} × {line.quantity}
                          </li>
                        ))}
                      </ul>
                      {row.total !== null ? (
                        <strong>
                          <Money kop={row.total} />
                        </strong>
                      ) : null}
                    </>
                  ) : (
                    row.text || '—'
                  )}
                </td>
                <td>
                  <StatusBadge kind="call" status={row.status} />
                  {row.orderId ? (
                    <small className="orders-sub">
                      <Link to={`/admin/orders/${row.orderId}`}>Замовлення №{row.orderId}</Link>
                    </small>
                  ) : null}
                </td>
                <td>
                  {row.handledBy ?? '—'}
                  {row.handledAt ? (
                    <small className="orders-sub">
                      <DateTime value={row.handledAt} />
                    </small>
                  ) : null}
                  {row.note ? <small className="orders-sub">«{row.note}»</small> : null}
                </td>
                <td>
                  <CallActions row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={d.page} pages={d.pages} perPage={d.perPage} total={d.total} />
    </AdminPage>
  );
}

type Row = Route.ComponentProps['loaderData']['rows'][number];

function CallActions({ row }: { row: Row }) {
  const open = row.status === 'new' || row.status === 'in_progress';
  const hidden = (
    <>
      <input type="hidden" name="type" value={row.type} />
      <input type="hidden" name="id" value={row.id} />
    </>
  );
  return (
    <div className="admin-actions">
      {row.type === 'quick' && row.orderId === null && open ? (
        <Link to={`/admin/calls/quick/${row.id}`} className="admin-button admin-button-primary">
          Оформити замовлення
        </Link>
      ) : null}
      {row.status === 'new' ? (
        <AdminForm method="post">
          {hidden}
          <button type="submit" name="intent" value="take" className="admin-button">
            Взяти в роботу
          </button>
        </AdminForm>
      ) : null}
      <AdminForm method="post" className="calls-note">
        {hidden}
        <input
          name="note"
          defaultValue={row.note}
          maxLength={1000}
          placeholder="Нотатка"
          aria-label={`Нотатка до запиту №${row.id}`}
        />
        {open ? (
          <button type="submit" name="intent" value="done" className="admin-button">
            Виконано
          </button>
        ) : (
          <button type="submit" name="intent" value="note" className="admin-button">
            Зберегти
          </button>
        )}
      </AdminForm>
    </div>
  );
}
