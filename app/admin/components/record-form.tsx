import type { ReactNode } from 'react';
import { type ActionData, ActionResult, AdminForm, ConfirmButton, Field } from './admin-form';
import { AdminPage, History, type HistoryEntry } from './admin-page';

/** What a record's form was answered: a result, with the posted values when the save was refused. */
export type RecordResult = (ActionData & { values?: Record<string, string> }) | undefined;

/** A record form's errors and the value a field shows: the posted one after a refusal, else the stored one. */
export function recordForm(actionData: unknown) {
  const result = actionData as RecordResult;
  return {
    result,
    errors: result?.errors ?? {},
    value: (name: string, fallback: string) => result?.values?.[name] ?? fallback,
  };
}

/** The page's "delete" button: its own small form, confirmed first (`intent=delete`). */
export function DeleteAction({ question }: { question: string }) {
  return (
    <AdminForm method="post">
      <ConfirmButton name="intent" value="delete" question={question}>
        Видалити
      </ConfirmButton>
    </AdminForm>
  );
}

/** A record form's save button (`intent=save`). */
export function SaveActions() {
  return (
    <div className="admin-form-actions">
      <button type="submit" name="intent" value="save" className="admin-button admin-button-primary">
        Зберегти
      </button>
    </div>
  );
}

/** When a banner or tooltip shows, in Kyiv time; empty ends are open. */
export function ShowPeriodFields({
  value,
  errors,
  startsAt,
  endsAt,
}: {
  value: (name: string, fallback: string) => string;
  errors: Record<string, string | undefined>;
  startsAt: string;
  endsAt: string;
}) {
  return (
    <>
      <Field label="Показувати з" name="startsAt" error={errors.startsAt} hint="Порожньо — одразу">
        <input id="f-startsAt" name="startsAt" type="datetime-local" defaultValue={value('startsAt', startsAt)} />
      </Field>
      <Field label="Показувати до" name="endsAt" error={errors.endsAt} hint="Порожньо — без кінця">
        <input id="f-endsAt" name="endsAt" type="datetime-local" defaultValue={value('endsAt', endsAt)} />
      </Field>
    </>
  );
}

/**
 * The page of one content record: its title and actions, who changed it beside (an existing one),
 * the save's result, anything above the form (the image upload), then the form — keyed by the
 * record and its newest history entry, so a new record or a saved edit shows the stored values afresh.
 */
export function RecordFormPage({
  title,
  actions,
  label,
  recordKey,
  exists,
  history,
  saved,
  result,
  before,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  /** The form's accessible name: "Банер". */
  label: string;
  recordKey: string | number | undefined;
  exists: boolean;
  history: HistoryEntry[];
  saved: boolean;
  result: RecordResult;
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AdminPage title={title} actions={actions} aside={exists ? <History entries={history} /> : undefined}>
      {saved && !result ? <ActionResult data={{ ok: true, message: 'Збережено.' }} /> : null}
      <ActionResult data={result} />
      {before}
      <AdminForm
        key={`${recordKey ?? 'new'}:${String(history[0]?.at ?? '')}`}
        method="post"
        className="admin-section admin-form-grid"
        aria-label={label}
      >
        {children}
        <SaveActions />
      </AdminForm>
    </AdminPage>
  );
}
