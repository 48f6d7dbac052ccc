import { type ActionData, AdminForm, ConfirmButton, Field } from './admin-form';

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
