import { data } from 'react-router';
import { createCarriers, type DirectoryStatus, getDirectoryStatus } from '#core/carriers';
import { getStaffMethod, saveMethodTexts } from '#core/checkout';
import { listRecordHistory } from '#core/content';
import { ActionResult, AdminForm } from '../../components/admin-form';
import { AdminPage, History } from '../../components/admin-page';
import { BilingualField } from '../../components/bilingual-field';
import { recordForm, SaveActions } from '../../components/record-form';
import { formatDateTime } from '../../lib/format';
import { formText, formValues, historyEntries, recordId, refusedSave } from '../../lib/forms.server';
import { adminAction, adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/content.css?url';
import type { Route } from './+types/method';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = ({ data }) => adminTitle(data ? data.method.titleUa : 'Спосіб');
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

const labels: Record<string, string> = {
  titleUa: 'назву',
  titleRu: 'назву (рос.)',
  messageUa: 'повідомлення',
  messageRu: 'повідомлення (рос.)',
};

function params(raw: { kind?: string; id?: string }) {
  const id = recordId(raw.id);
  if (id === undefined || (raw.kind !== 'delivery' && raw.kind !== 'payment')) throw data(null, { status: 404 });
  return { kind: raw.kind, id } as const;
}

export async function loader(args: Route.LoaderArgs) {
  const { kind, id } = params(args.params);
  return adminLoader(args, 'content', async ({ ctx, staff, services }) => {
    const [method, history, directory] = await Promise.all([
      getStaffMethod(ctx, staff, kind, id),
      listRecordHistory(ctx, staff, 'content', `${kind}_method`, id),
      kind === 'delivery' ? getDirectoryStatus(ctx, createCarriers(services.env), id) : null,
    ]);
    if (!method) throw data(null, { status: 404 });
    return { method, history: historyEntries(history, labels), directory };
  });
}

export async function action(args: Route.ActionArgs) {
  const { kind, id } = params(args.params);
  return adminAction(args, 'content', async ({ ctx, staff }, form) => {
    const text = formText(form);
    const saved = await saveMethodTexts(ctx, staff, {
      kind,
      id,
      titleUa: text('titleUa'),
      titleRu: text('titleRu'),
      messageUa: text('messageUa'),
      messageRu: text('messageRu'),
    });
    if (!saved.ok) return refusedSave(saved, formValues(form), { not_found: 'Такого способу немає.' });
    return { ok: true, message: 'Збережено. Оформлення замовлення вже показує новий текст.' };
  });
}

/**
 * `/admin/content/methods/{delivery|payment}/{id}` (content): the texts checkout shows for a
 * delivery or payment method (SPEC §3). Codes, fields and rules are not content.
 */
export default function MethodScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { method: m, history, directory } = loaderData;
  const { result, errors, value } = recordForm(actionData);
  return (
    <AdminPage
      title={`${m.kind === 'delivery' ? 'Доставка' : 'Оплата'}: ${m.titleUa}`}
      aside={<History entries={history} />}
    >
      <ActionResult data={result} />
      <AdminForm
        // A new record or a saved edit (a newer history entry) shows the stored values afresh.
        key={`${m.id}:${String(history[0]?.at ?? '')}`}
        method="post"
        className="admin-section admin-form-grid"
        aria-label="Тексти способу"
      >
        <div className="admin-field">
          <span className="admin-label">Код</span>
          <code>{m.code}</code>
        </div>
        <BilingualField
          name="title"
          label="Назва"
          required
          maxLength={200}
          saved={[m.titleUa, m.titleRu]}
          value={value}
          errors={errors}
        />
        <BilingualField
          name="message"
          label="Повідомлення"
          control="textarea"
          maxLength={2000}
          rows={3}
          hint="Під назвою в оформленні замовлення"
          saved={[m.messageUa, m.messageRu]}
          value={value}
          errors={errors}
        />
        <SaveActions />
      </AdminForm>
      {directory && <Directory status={directory} />}
    </AdminPage>
  );
}

const runStatus: Record<string, string> = {
  running: 'іде зараз',
  done: 'успішно',
  failed: 'з помилкою',
  abandoned: 'перервана',
};

/** Where the method's departments come from (ADR 0104): demo or the carrier's nightly sync. */
function Directory({ status: s }: { status: DirectoryStatus }) {
  const run = s.lastRun;
  const c = run?.counts;
  return (
    <section className="admin-section" aria-label="Довідник відділень">
      <h2>Довідник відділень і поштоматів</h2>
      {s.demo ? (
        <p>
          <strong>ДЕМО</strong>: ключ API перевізника не задано, оформлення показує демонстраційні відділення з
          початкових даних. Синхронізації немає.
        </p>
      ) : (
        <p>Оновлюється щоночі з API перевізника (npm run carriers:sync — вручну).</p>
      )}
      <p>
        Пропонуються: {s.active} (з них поштоматів {s.lockers}); неактивні (збережені для старих замовлень):{' '}
        {s.inactive}.
      </p>
      {run && (
        <p>
          Остання синхронізація: {formatDateTime(run.startedAt)}, {runStatus[run.status] ?? run.status}
          {c &&
            ` — населених пунктів ${c.settlements.seen}, відділень ${c.points.seen}: нових ${c.points.created}, змінених ${c.points.updated}, вимкнених ${c.points.deactivated}`}
          {run.error && `; ${run.error}`}
        </p>
      )}
    </section>
  );
}
