import { data, Link, useRouteLoaderData } from 'react-router';
import { z } from 'zod';
import { idSchema } from '#core/shared';
import { createStaff, createStaffInput, listStaff, resetStaffPassword, setStaffBlocked, totpUri } from '#core/staff';
import { ActionResult, AdminForm, ConfirmButton, Field } from '../../components/admin-form';
import { AdminPage } from '../../components/admin-page';
import { DateTime, StatusBadge } from '../../components/values';
import { adminAction, adminLoader, formFields } from '../../lib/guard.server';
import { adminTitle, roleNames } from '../../lib/nav';
import type { Route } from './+types/index';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = () => adminTitle('Персонал');

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'staff', ({ ctx, staff }) => listStaff(ctx, staff));
}

const idField = idSchema();
const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create') }).passthrough(),
  z.object({ intent: z.literal('block'), id: idField }),
  z.object({ intent: z.literal('unblock'), id: idField }),
  z.object({ intent: z.literal('password'), id: idField, password: z.string() }),
]);

const fieldTexts: Record<string, string> = {
  login: 'Логін: 3–40 латинських літер, цифр, крапок, дефісів або підкреслень.',
  name: "Вкажіть ім'я.",
  role: 'Оберіть роль.',
  storeId: 'Для ролі «Магазин» оберіть магазин (і лише для неї).',
  password: 'Пароль: від 8 до 128 символів.',
};

export async function action(args: Route.ActionArgs) {
  return adminAction(args, 'staff', async ({ ctx, staff }, form) => {
    const fields = formFields(form);
    const parsed = intents.safeParse(fields);
    if (!parsed.success) return data({ ok: false, message: 'Невідома дія.' }, { status: 400 });
    const intent = parsed.data;
    if (intent.intent === 'create') {
      const input = createStaffInput.safeParse({
        login: fields.login ?? '',
        name: fields.name ?? '',
        role: fields.role ?? '',
        storeId: fields.storeId ? fields.storeId : null,
        password: fields.password ?? '',
        totp: fields.totp === 'on',
      });
      if (!input.success) {
        const errors: Record<string, string> = {};
        for (const issue of input.error.issues) {
          const key = String(issue.path[0] ?? 'form');
          errors[key] = fieldTexts[key] ?? 'Перевірте поле.';
        }
        return data({ ok: false, message: 'Перевірте поля форми.', errors }, { status: 400 });
      }
      const result = await createStaff(ctx, staff, input.data);
      if (!result.ok)
        return data(
          { ok: false, message: 'Такий логін уже є.', errors: { login: 'Такий логін уже є.' } },
          { status: 409 },
        );
      return {
        ok: true,
        message: `Обліковий запис «${input.data.login}» створено.`,
        totp: result.totpSecret
          ? { secret: result.totpSecret, uri: totpUri(result.totpSecret, input.data.login) }
          : null,
      };
    }
    if (intent.intent === 'password') {
      if (intent.password.length < 8 || intent.password.length > 128)
        return data({ ok: false, message: fieldTexts.password }, { status: 400 });
      const result = await resetStaffPassword(ctx, staff, intent.id, intent.password);
      return result.ok
        ? { ok: true, message: 'Пароль змінено; усі сесії цього працівника завершено.' }
        : data({ ok: false, message: 'Такого працівника немає.' }, { status: 404 });
    }
    const result = await setStaffBlocked(ctx, staff, intent.id, intent.intent === 'block');
    if (!result.ok)
      return data(
        { ok: false, message: result.error === 'self' ? 'Себе заблокувати не можна.' : 'Такого працівника немає.' },
        { status: result.error === 'self' ? 400 : 404 },
      );
    return { ok: true, message: intent.intent === 'block' ? 'Заблоковано; сесії завершено.' : 'Розблоковано.' };
  });
}

/** `/admin/staff` (admin): accounts, roles, second factor, blocking, new accounts (ADR 0089, 0090). */
export default function StaffScreen({ loaderData, actionData }: Route.ComponentProps) {
  const me = (useRouteLoaderData('admin-layout') as { staff: { login: string } } | undefined)?.staff.login;
  const storeTitle = new Map(loaderData.stores.map((s) => [s.id, s.title]));
  const errors = (actionData && 'errors' in actionData ? actionData.errors : undefined) as
    | Record<string, string>
    | undefined;
  const totp = actionData && 'totp' in actionData ? actionData.totp : null;
  return (
    <AdminPage
      title="Персонал"
      actions={
        <Link to="/admin/staff/integrations" className="admin-button">
          Інтеграції
        </Link>
      }
    >
      <ActionResult data={actionData} />
      {totp ? (
        <div className="admin-result admin-result-ok admin-secret">
          <p>
            Секрет TOTP (показується лише зараз): <code>{totp.secret}</code>
          </p>
          <p>
            Адреса для застосунку: <code>{totp.uri}</code>
          </p>
        </div>
      ) : null}
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Логін</th>
            <th scope="col">Ім'я</th>
            <th scope="col">Роль</th>
            <th scope="col">2FA</th>
            <th scope="col">Стан</th>
            <th scope="col">Останній вхід</th>
            <th scope="col">Дії</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.staff.map((person) => (
            <tr key={person.id}>
              <td>{person.login}</td>
              <td>{person.name}</td>
              <td>
                {roleNames[person.role]}
                {person.storeId ? ` · ${storeTitle.get(person.storeId) ?? person.storeId}` : ''}
              </td>
              <td>{person.totp ? 'так' : 'ні'}</td>
              <td>
                <StatusBadge kind="staff" status={person.blockedAt ? 'blocked' : 'active'} />
              </td>
              <td>{person.lastSignInAt ? <DateTime value={person.lastSignInAt} /> : '—'}</td>
              <td className="admin-actions">
                <AdminForm method="post">
                  <input type="hidden" name="id" value={person.id} />
                  {person.login === me ? null : person.blockedAt ? (
                    <button type="submit" name="intent" value="unblock" className="admin-button">
                      Розблокувати
                    </button>
                  ) : (
                    <ConfirmButton name="intent" value="block" question={`Заблокувати ${person.login}?`}>
                      Заблокувати
                    </ConfirmButton>
                  )}
                </AdminForm>
                <details>
                  <summary>Новий пароль</summary>
                  <AdminForm method="post" className="admin-inline-form">
                    <input type="hidden" name="id" value={person.id} />
                    <label>
                      Пароль
                      <input
                        name="password"
                        type="password"
                        minLength={8}
                        maxLength={128}
                        required
                        autoComplete="new-password"
                      />
                    </label>
                    <button type="submit" name="intent" value="password" className="admin-button">
                      Змінити пароль
                    </button>
                  </AdminForm>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className="admin-section">
        <h2>Новий працівник</h2>
        <AdminForm method="post" className="admin-form-grid">
          <Field label="Логін" name="login" error={errors?.login}>
            <input
              id="f-login"
              name="login"
              required
              maxLength={40}
              autoCapitalize="none"
              pattern="[a-z0-9._\-]{3,40}"
            />
          </Field>
          <Field label="Ім'я" name="name" error={errors?.name}>
            <input id="f-name" name="name" required maxLength={100} />
          </Field>
          <Field label="Роль" name="role" error={errors?.role}>
            <select id="f-role" name="role" defaultValue="manager">
              {(Object.keys(roleNames) as (keyof typeof roleNames)[]).map((role) => (
                <option key={role} value={role}>
                  {roleNames[role]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Магазин (для ролі «Магазин»)" name="storeId" error={errors?.storeId}>
            <select id="f-storeId" name="storeId" defaultValue="">
              <option value="">—</option>
              {loaderData.stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.title}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Пароль" name="password" error={errors?.password}>
            <input
              id="f-password"
              name="password"
              type="password"
              required
              minLength={8}
              maxLength={128}
              autoComplete="new-password"
            />
          </Field>
          <div className="admin-field admin-check">
            <label>
              <input type="checkbox" name="totp" /> Двофакторний вхід (для адміністратора завжди)
            </label>
          </div>
          <div className="admin-form-actions">
            <button type="submit" name="intent" value="create" className="admin-button admin-button-primary">
              Створити
            </button>
          </div>
        </AdminForm>
      </section>
    </AdminPage>
  );
}
