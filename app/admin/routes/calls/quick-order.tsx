import { data, Form, Link } from 'react-router';
import { type ActionData, ActionResult, AdminForm, Field } from '../../components/admin-form';
import { AdminPage } from '../../components/admin-page';
import { DateTime, Money, StatusBadge } from '../../components/values';
import { adminAction, adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/orders.css?url';
import type { Route } from './+types/quick-order';
import { loadQuickOrderPage, quickIdParam, quickOrderAction } from './quick-order.server';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = ({ params }) => adminTitle(`Замовлення в один клік №${params.id}`);

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

const idOf = (params: { id?: string }) => {
  const id = quickIdParam.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  return id.data;
};

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'calls', (session) =>
    loadQuickOrderPage(session, idOf(args.params), new URL(args.request.url)),
  );
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, 'calls', (session, form) => quickOrderAction(session, idOf(args.params), form));
}

/** Submits the step's GET form when a choice changes (with scripts; without, its button does). */
const submitOnChange = (event: React.ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();

/**
 * `/admin/calls/quick/:id`: the operator turns a one-click order into a full order — the
 * town and delivery first (a GET step), then department or store, payment, the customer's name and
 * what the call settled. Prices come from checkout's rules in core, not from this form.
 */
export default function QuickOrder({ loaderData: d, actionData }: Route.ComponentProps) {
  const { quick, delivery } = d;
  const errors = (actionData as ActionData)?.errors ?? {};
  const converted = quick.orderId !== null;
  return (
    <AdminPage
      title={`Замовлення в один клік №${quick.id}`}
      actions={
        <Link to="/admin/calls?type=quick" className="admin-button">
          ← До дзвінків
        </Link>
      }
    >
      <section className="admin-section" aria-label="Запит">
        <p>
          <DateTime value={quick.createdAt} /> · <a href={`tel:${quick.phone}`}>{quick.phoneText}</a>
          {quick.locale === 'ru' ? ' · російською' : ''} · <StatusBadge kind="call" status={quick.status} />
          {quick.account ? ` · обліковий запис №${quick.account.id}` : ''}
        </p>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Код</th>
              <th scope="col">Товар</th>
              <th scope="col" className="admin-num">
                Кількість
              </th>
              <th scope="col" className="admin-num">
                Ціна тоді
              </th>
            </tr>
          </thead>
          <tbody>
            {quick.lines.map((line) => (
              <tr key={line.goodId}>
                <td>{line.extId}</td>
                <td>{line.title}</td>
                <td className="admin-num">{line.quantity}</td>
                <td className="admin-num">
                  <Money kop={line.price} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="order-note">
          Разом тоді: <Money kop={quick.total} />. Ціни й знижки перераховуються під час оформлення, як у кошику.
        </p>
      </section>

      {converted ? (
        <p className="admin-result admin-result-ok">
          Уже оформлено: <Link to={`/admin/orders/${quick.orderId}`}>замовлення №{quick.orderId}</Link>.
        </p>
      ) : (
        <>
          <section className="admin-section" aria-label="Місто і доставка">
            <h2>1. Місто і доставка</h2>
            <Form method="get" className="quick-steps">
              <div>
                <label htmlFor="q-tq">Пошук міста</label>
                <input id="q-tq" type="search" name="tq" defaultValue={d.tq} maxLength={100} size={14} />
              </div>
              <div>
                <label htmlFor="q-town">Місто</label>
                <select id="q-town" name="town" defaultValue={d.town?.code} onChange={submitOnChange}>
                  {d.towns.map((t) => (
                    <option key={t.code} value={t.code}>
                      {t.titleUa}
                      {t.regionUa ? ` (${t.regionUa})` : ''}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="q-delivery">Доставка</label>
                <select id="q-delivery" name="delivery" defaultValue={delivery?.id ?? ''} onChange={submitOnChange}>
                  <option value="">— оберіть —</option>
                  {d.methods.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.title}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="admin-button">
                Обрати
              </button>
            </Form>
          </section>

          {delivery && d.town ? (
            <section className="admin-section" aria-label="Замовлення">
              <h2>2. Замовлення: {delivery.title}</h2>
              <ActionResult data={actionData as ActionData} />
              <AdminForm method="post" className="admin-form-grid">
                <input type="hidden" name="townCode" value={d.town.code} />
                <input type="hidden" name="deliveryMethod" value={delivery.id} />
                {delivery.kind !== 'courier' ? (
                  <div className="quick-wide">
                    <Field
                      label={delivery.kind === 'pickup' ? 'Магазин' : 'Відділення'}
                      name="selectedDepartment"
                      error={errors.selectedDepartment}
                    >
                      <select id="f-selectedDepartment" name="selectedDepartment" required>
                        {delivery.departments.map((dep) => (
                          <option key={dep.code} value={dep.code}>
                            {dep.title}
                          </option>
                        ))}
                      </select>
                    </Field>
                  </div>
                ) : null}
                <div className="quick-wide">
                  <Field label="Оплата" name="paymentMethod" error={errors.paymentMethod}>
                    <select id="f-paymentMethod" name="paymentMethod" required>
                      {delivery.payments.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.title}
                        </option>
                      ))}
                    </select>
                  </Field>
                </div>
                <Field label="Прізвище" name="last_name" error={errors.last_name}>
                  <input
                    id="f-last_name"
                    name="last_name"
                    required
                    maxLength={100}
                    defaultValue={quick.account?.lastName}
                  />
                </Field>
                <Field label="Ім'я" name="first_name" error={errors.first_name}>
                  <input
                    id="f-first_name"
                    name="first_name"
                    required
                    maxLength={100}
                    defaultValue={quick.account?.firstName}
                  />
                </Field>
                <Field label="По батькові" name="second_name" error={errors.second_name}>
                  <input
                    id="f-second_name"
                    name="second_name"
                    maxLength={100}
                    defaultValue={quick.account?.patronymic ?? ''}
                  />
                </Field>
                <Field label="E-mail" name="email" error={errors.email}>
                  <input
                    id="f-email"
                    name="email"
                    type="email"
                    maxLength={100}
                    defaultValue={quick.account?.email ?? ''}
                  />
                </Field>
                <Field label="Телефон" name="phone" error={errors.phone}>
                  <input id="f-phone" value={quick.phoneText} readOnly />
                </Field>
                {delivery.kind === 'courier' ? (
                  <>
                    <Field label="Вулиця" name="street" error={errors.street}>
                      <input id="f-street" name="street" required maxLength={200} />
                    </Field>
                    <Field label="Будинок" name="house" error={errors.house}>
                      <input id="f-house" name="house" required maxLength={20} />
                    </Field>
                    <Field label="Квартира" name="flat" error={errors.flat}>
                      <input id="f-flat" name="flat" maxLength={20} />
                    </Field>
                  </>
                ) : null}
                <Field label="Промокод" name="promo_code" error={errors.promo_code}>
                  <input id="f-promo_code" name="promo_code" maxLength={50} autoComplete="off" />
                </Field>
                <Field label="Подарунковий сертифікат" name="certificate" error={errors.certificate}>
                  <input id="f-certificate" name="certificate" maxLength={40} autoComplete="off" />
                </Field>
                <Field label="Коментар" name="comment" error={errors.comment}>
                  <input id="f-comment" name="comment" maxLength={1000} />
                </Field>
                <details className="admin-field">
                  <summary>Інший отримувач</summary>
                  <label className="admin-check">
                    <input type="checkbox" name="other_recipient" value="1" /> Отримує інша людина
                  </label>
                  <Field label="Прізвище отримувача" name="recipient_last_name" error={errors.recipient_last_name}>
                    <input id="f-recipient_last_name" name="recipient_last_name" maxLength={100} />
                  </Field>
                  <Field label="Ім'я отримувача" name="recipient_first_name" error={errors.recipient_first_name}>
                    <input id="f-recipient_first_name" name="recipient_first_name" maxLength={100} />
                  </Field>
                  <Field label="Телефон отримувача" name="recipient_phone" error={errors.recipient_phone}>
                    <input id="f-recipient_phone" name="recipient_phone" type="tel" maxLength={25} />
                  </Field>
                </details>
                <div className="admin-field admin-check">
                  <label>
                    <input type="checkbox" name="call_back" value="1" /> Дзвінок для підтвердження не потрібен
                  </label>
                </div>
                <div className="admin-form-actions">
                  <button type="submit" className="admin-button admin-button-primary">
                    Оформити замовлення
                  </button>
                </div>
              </AdminForm>
            </section>
          ) : null}
        </>
      )}
    </AdminPage>
  );
}
