import { data, redirect } from 'react-router';
import { deleteTooltip, getStaffTooltip, listRecordHistory, saveTooltip } from '#core/content';
import { Field } from '../../components/admin-form';
import { BilingualField } from '../../components/bilingual-field';
import { DeleteAction, RecordFormPage, recordForm, ShowPeriodFields } from '../../components/record-form';
import { formText, formValues, historyEntries, optional, recordId, refusedSave } from '../../lib/forms.server';
import { adminAction, adminLoader } from '../../lib/guard.server';
import { fromKyivInput, toKyivInput } from '../../lib/kyiv-time';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/content.css?url';
import type { Route } from './+types/tooltip';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = ({ data }) => adminTitle(data?.tooltip ? 'Підказка' : 'Нова підказка');
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

const labels: Record<string, string> = {
  textUa: 'текст',
  textRu: 'текст (рос.)',
  link: 'посилання',
  startsAt: 'початок',
  endsAt: 'кінець',
};

export async function loader(args: Route.LoaderArgs) {
  const id = recordId(args.params.id);
  return adminLoader(args, 'content', async ({ ctx, staff }) => {
    const [tooltip, history] = await Promise.all([
      id === undefined ? null : getStaffTooltip(ctx, staff, id),
      id === undefined ? [] : listRecordHistory(ctx, staff, 'content', 'tooltip', id),
    ]);
    if (id !== undefined && !tooltip) throw data(null, { status: 404 });
    const saved = new URL(args.request.url).searchParams.get('saved') === '1';
    return { tooltip, history: historyEntries(history, labels), saved };
  });
}

export async function action(args: Route.ActionArgs) {
  const id = recordId(args.params.id);
  return adminAction(args, 'content', async ({ ctx, staff }, form) => {
    const text = formText(form);
    if (text('intent') === 'delete' && id !== undefined) {
      await deleteTooltip(ctx, staff, id);
      throw redirect('/admin/content?tab=tooltips');
    }
    const values = formValues(form);
    const startsAt = optional(text('startsAt'));
    const endsAt = optional(text('endsAt'));
    const errors: Record<string, string> = {};
    if (startsAt && !fromKyivInput(startsAt)) errors.startsAt = 'Дата й час початку.';
    if (endsAt && !fromKyivInput(endsAt)) errors.endsAt = 'Дата й час кінця.';
    if (Object.keys(errors).length)
      return data({ ok: false, message: 'Перевірте поля форми.', errors, values }, { status: 400 });
    const saved = await saveTooltip(ctx, staff, {
      ...(id === undefined ? {} : { id }),
      textUa: text('textUa'),
      textRu: text('textRu'),
      link: optional(text('link')),
      startsAt: fromKyivInput(startsAt),
      endsAt: fromKyivInput(endsAt),
    });
    if (!saved.ok) return refusedSave(saved, values, { not_found: 'Такої підказки немає.' });
    if (id === undefined) throw redirect(`/admin/content/tooltips/${saved.id}?saved=1`);
    return { ok: true, message: 'Збережено.' };
  });
}

/** `/admin/content/tooltips/{id|new}` (content): an event tooltip under the header (SPEC §2). */
export default function TooltipScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { tooltip: t, history, saved } = loaderData;
  const { result, errors, value } = recordForm(actionData);
  return (
    <RecordFormPage
      title={t ? 'Підказка' : 'Нова підказка'}
      actions={t ? <DeleteAction question="Видалити підказку?" /> : null}
      label="Підказка"
      recordKey={t?.id}
      exists={Boolean(t)}
      history={history}
      saved={saved}
      result={result}
    >
      <BilingualField
        name="text"
        label="Текст"
        required
        maxLength={300}
        saved={[t?.textUa, t?.textRu]}
        value={value}
        errors={errors}
      />
      <Field label="Посилання" name="link" error={errors.link} hint="/promotions або https://…">
        <input id="f-link" name="link" maxLength={500} defaultValue={value('link', t?.link ?? '')} />
      </Field>
      <ShowPeriodFields
        value={value}
        errors={errors}
        startsAt={toKyivInput(t?.startsAt)}
        endsAt={toKyivInput(t?.endsAt)}
      />
    </RecordFormPage>
  );
}
