import { data, Link } from 'react-router';
import { getCustomer } from '#core/accounts';
import { parseId } from '#core/shared';
import { type ActionData, ActionResult, AdminForm, ConfirmButton, Field } from '../../components/admin-form';
import { AdminPage, History } from '../../components/admin-page';
import { DateTime, Money, StatusBadge } from '../../components/values';
import { formatDate } from '../../lib/format';
import { adminAction, adminLoader, formFields } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/customers.css?url';
import type { Route } from './+types/customer';
import { type CustomerView, customerAction, customerView } from './customer.server';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export const meta: Route.MetaFunction = ({ data }) =>
  adminTitle(data ? `${fullName(data.customer)} · Клієнти` : 'Клієнт');

/** The customer of `:id`; 0 (no one) for anything but an id. */
const idOf = (param: string) => parseId(param) ?? 0;

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'customers', async ({ ctx, staff }) => {
    const customer = await getCustomer(ctx, staff, idOf(args.params.id));
    if (!customer) throw data(null, { status: 404 });
    return { customer: customerView(customer) };
  });
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, 'customers', (session, form) =>
    customerAction(session, idOf(args.params.id), formFields(form)),
  );
}

const fullName = (c: Pick<CustomerView, 'lastName' | 'firstName' | 'patronymic'>) =>
  [c.lastName, c.firstName, c.patronymic].filter(Boolean).join(' ');
const uah = (kop: number) => <Money kop={kop} />;
const levelSources = { this_year: 'досягнутий цього року', last_year: 'утримується з минулого року', base: 'базовий' };
const reasons = { level: 'рівень', birthday: 'день народження', monthly: 'щомісячна', personal: 'персональна' };

/** The form that posted last gets its result beside it; the others stay quiet. */
const resultFor = (actionData: unknown, form: string): ActionData => {
  const d = actionData as (ActionData & { form?: string }) | undefined;
  return d?.form === form ? d : undefined;
};

function Loyalty({ customer, actionData }: { customer: CustomerView; actionData: unknown }) {
  const l = customer.loyalty;
  const cardResult = resultFor(actionData, 'card');
  return (
    <section className="admin-section">
      <h2>Лояльність</h2>
      {l ? (
        <dl className="customer-facts">
          <dt>Рівень</dt>
          <dd>
            <strong>{l.level} %</strong> ({levelSources[l.levelSource]})
          </dd>
          <dt>Покупки {l.year}</dt>
          <dd>{uah(l.purchasesThisYear)}</dd>
          <dt>Покупки {l.year - 1}</dt>
          <dd>{uah(l.purchasesLastYear)}</dd>
          <dt>До наступного рівня</dt>
          <dd>
            {l.next ? (
              <>
                ще {uah(l.next.missing)} до {l.next.percent} %
              </>
            ) : (
              'найвищий рівень'
            )}
          </dd>
          {l.keep ? (
            <>
              <dt>Щоб утримати {l.keep.percent} %</dt>
              <dd>ще {uah(l.keep.missing)} цього року</dd>
            </>
          ) : null}
          <dt>Щомісячна (за {l.monthly.month.split('-').reverse().join('.')})</dt>
          <dd>
            {l.monthly.percent} % (покупки {uah(l.monthly.purchases)})
          </dd>
          <dt>День народження</dt>
          <dd>{l.birthday.isActive ? `${l.birthday.percent} % діє зараз` : 'не зараз'}</dd>
          <dt>Застосовується</dt>
          <dd>
            <strong>{l.percent} %</strong> ({reasons[l.reason]})
          </dd>
        </dl>
      ) : null}
      <h3>Клубні картки</h3>
      {customer.cards.length ? (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Номер</th>
              <th scope="col">Стан</th>
              <th scope="col">Анкета</th>
              <th scope="col">Активна з / до</th>
              <th scope="col">Дія</th>
            </tr>
          </thead>
          <tbody>
            {customer.cards.map((card) => (
              <tr key={card.number}>
                <td>{card.number}</td>
                <td>
                  <StatusBadge kind="card" status={card.state} />
                </td>
                <td>{card.ownerFormAt ? <DateTime value={card.ownerFormAt} /> : '—'}</td>
                <td>
                  {card.activatedAt ? (
                    <DateTime value={card.activatedAt} />
                  ) : card.dueAt ? (
                    <>
                      не пізніше <DateTime value={card.dueAt} />
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  {card.activatedAt ? null : (
                    <AdminForm method="post" preventScrollReset>
                      <input type="hidden" name="number" value={card.number} />
                      <button type="submit" name="intent" value="card" className="admin-button">
                        Активувати картку
                      </button>
                    </AdminForm>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="admin-empty">Карток немає.</p>
      )}
      <AdminForm method="post" preventScrollReset className="customer-inline">
        <Field label="Нова картка (анкета заповнена зараз)" name="card" error={cardResult?.errors?.card}>
          <input
            id="f-card"
            name="number"
            inputMode="numeric"
            maxLength={20}
            placeholder="13 цифр зі штрихкоду"
            aria-describedby={cardResult?.errors?.card ? 'f-card-error' : undefined}
          />
        </Field>
        <button type="submit" name="intent" value="card" className="admin-button">
          Активувати картку
        </button>
      </AdminForm>
      {cardResult?.ok ? <ActionResult data={cardResult} /> : null}
    </section>
  );
}

function Changes({ customer, actionData }: { customer: CustomerView; actionData: unknown }) {
  const phone = resultFor(actionData, 'phone');
  const birthday = resultFor(actionData, 'birthday');
  const discount = resultFor(actionData, 'discount');
  const [year, month, day] = customer.birthDate?.split('-') ?? ['', '', ''];
  return (
    <section className="admin-section customer-forms">
      <h2>Зміни через кол-центр</h2>
      <AdminForm method="post" preventScrollReset className="customer-inline">
        <Field
          label="Основний телефон"
          name="phone"
          error={phone?.errors?.phone}
          hint="Після зміни клієнт входить з новим номером: усі сесії завершуються."
        >
          <input
            id="f-phone"
            name="phone"
            type="tel"
            defaultValue={customer.phone}
            maxLength={25}
            required
            aria-describedby={phone?.errors?.phone ? 'f-phone-error' : undefined}
          />
        </Field>
        <button type="submit" name="intent" value="phone" className="admin-button admin-button-primary">
          Зберегти
        </button>
      </AdminForm>
      {phone?.ok ? <ActionResult data={phone} /> : null}
      <AdminForm method="post" preventScrollReset className="customer-inline">
        <fieldset className="customer-birthday">
          <legend>Дата народження</legend>
          <label>
            День
            <input name="day" inputMode="numeric" maxLength={2} size={3} defaultValue={day ? Number(day) : ''} />
          </label>
          <label>
            Місяць
            <input name="month" inputMode="numeric" maxLength={2} size={3} defaultValue={month ? Number(month) : ''} />
          </label>
          <label>
            Рік
            <input name="year" inputMode="numeric" maxLength={4} size={5} defaultValue={year} />
          </label>
          {birthday?.errors?.birthday ? <small className="admin-error">{birthday.errors.birthday}</small> : null}
        </fieldset>
        <button type="submit" name="intent" value="birthday" className="admin-button admin-button-primary">
          Зберегти
        </button>
      </AdminForm>
      {birthday?.ok ? <ActionResult data={birthday} /> : null}
      <AdminForm method="post" preventScrollReset className="customer-inline">
        <Field label="Персональна знижка, %" name="discount" error={discount?.errors?.discount}>
          <input
            id="f-discount"
            name="discount"
            type="number"
            min={0}
            max={100}
            step={1}
            required
            defaultValue={customer.personalDiscount}
          />
        </Field>
        <button type="submit" name="intent" value="discount" className="admin-button admin-button-primary">
          Зберегти
        </button>
      </AdminForm>
      {discount?.ok ? <ActionResult data={discount} /> : null}
    </section>
  );
}

function Purchases({ customer }: { customer: CustomerView }) {
  const { orders } = customer;
  return (
    <section className="admin-section">
      <h2>
        Замовлення: {orders.count} на {uah(orders.total)}
      </h2>
      {orders.latest.length ? (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">№</th>
              <th scope="col">Дата</th>
              <th scope="col">Стан</th>
              <th scope="col" className="admin-num">
                Сума
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.latest.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link to={`/admin/orders/${order.id}`}>№{order.id}</Link>
                </td>
                <td>
                  <DateTime value={order.createdAt} />
                </td>
                <td>
                  <StatusBadge kind="order" status={order.status} />
                </td>
                <td className="admin-num">{uah(order.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="admin-empty">Замовлень ще немає.</p>
      )}
      {orders.count > orders.latest.length ? (
        <p>
          <Link to={`/admin/orders?q=${encodeURIComponent(customer.phone)}`}>Усі замовлення клієнта</Link>
        </p>
      ) : null}
    </section>
  );
}

function Lists({ customer }: { customer: CustomerView }) {
  return (
    <section className="admin-section customer-lists">
      <div>
        <h2>Списки бажань</h2>
        {customer.wishlists.length ? (
          <ul>
            {customer.wishlists.map((list) => (
              <li key={list.id}>
                {list.title} — товарів: {list.goods}
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-empty">Немає.</p>
        )}
      </div>
      <div>
        <h2>Лист очікування</h2>
        {customer.waitlist.length ? (
          <ul>
            {customer.waitlist.map((item) => (
              <li key={item.goodId}>
                <a href={`/${item.slug}/p${item.goodId}`} target="_blank" rel="noreferrer">
                  {item.title}
                </a>{' '}
                — з <DateTime value={item.since} />
                {item.notifiedAt ? (
                  <>
                    , сповіщено <DateTime value={item.notifiedAt} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-empty">Немає.</p>
        )}
      </div>
    </section>
  );
}

/** `/admin/customers/:id` (manager): the customer's record with the history beside it (§6). */
export default function Customer({ loaderData, actionData }: Route.ComponentProps) {
  const { customer } = loaderData;
  const general = (actionData as (ActionData & { form?: string }) | undefined)?.form ? undefined : actionData;
  const blockResult = resultFor(actionData, 'block');
  const toolbar = (
    <AdminForm method="post" preventScrollReset>
      {customer.blockedAt ? (
        <button type="submit" name="intent" value="unblock" className="admin-button">
          Розблокувати
        </button>
      ) : (
        <ConfirmButton
          name="intent"
          value="block"
          question={`Заблокувати ${fullName(customer)}? Клієнт не зможе увійти, усі його сесії завершаться.`}
        >
          Заблокувати
        </ConfirmButton>
      )}
    </AdminForm>
  );
  return (
    <AdminPage
      title={
        <>
          {fullName(customer) || `Клієнт №${customer.id}`}{' '}
          <StatusBadge kind="customer" status={customer.blockedAt ? 'blocked' : 'active'} />
        </>
      }
      actions={toolbar}
      aside={<History entries={customer.history} />}
    >
      <p className="customer-back">
        <Link to="/admin/customers">← Клієнти</Link>
      </p>
      <ActionResult data={blockResult ?? (general as ActionData)} />
      <section className="admin-section">
        <dl className="customer-facts">
          <dt>Телефон</dt>
          <dd>{customer.phone}</dd>
          <dt>Дод. телефон</dt>
          <dd>{customer.additionalPhone ?? '—'}</dd>
          <dt>E-mail</dt>
          <dd>{customer.email ?? '—'}</dd>
          <dt>Дата народження</dt>
          <dd>{customer.birthDate ? formatDate(customer.birthDate) : '—'}</dd>
          <dt>Місто, адреса</dt>
          <dd>{[customer.city, customer.address].filter(Boolean).join(', ') || '—'}</dd>
          <dt>Мова</dt>
          <dd>{customer.locale === 'ru' ? 'російська' : 'українська'}</dd>
          <dt>Розсилки</dt>
          <dd>
            SMS: {customer.subscribeSms ? 'так' : 'ні'}, e-mail: {customer.subscribeEmail ? 'так' : 'ні'}
          </dd>
          <dt>Оптовий</dt>
          <dd>{customer.isWholesale ? 'так' : 'ні'}</dd>
          <dt>Зареєстрований</dt>
          <dd>
            <DateTime value={customer.createdAt} />
          </dd>
          <dt>Активні сесії</dt>
          <dd>{customer.liveTokens}</dd>
          {customer.blockedAt ? (
            <>
              <dt>Заблокований</dt>
              <dd>
                <DateTime value={customer.blockedAt} />
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <Changes customer={customer} actionData={actionData} />
      <Loyalty customer={customer} actionData={actionData} />
      <Purchases customer={customer} />
      <Lists customer={customer} />
    </AdminPage>
  );
}
