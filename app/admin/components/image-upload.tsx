import { useId } from 'react';
import { AdminForm } from './admin-form';

/**
 * A picture upload for a banner or a promotion (ADR 0095): its own multipart form to
 * `/admin/{area}/upload`, which keeps the file in the image store (ADR 0063) and comes back to
 * `returnTo?image=<address>`, filling the record's picture field — with or without JS. Save the
 * record afterwards.
 */
const uploadErrors: Record<string, string> = {
  missing: 'Оберіть файл.',
  too_large: 'Файл більший за 10 МБ.',
  invalid: 'Це не зображення, або воно завелике (понад 40 мегапікселів).',
};

export function ImageUpload({
  area,
  returnTo,
  current,
  error,
}: {
  area: 'content' | 'promotions';
  returnTo: string;
  current: string | null;
  /** `?upload=` of the page: why the last upload was refused. */
  error?: string | null;
}) {
  const id = useId();
  return (
    <div className="admin-upload">
      {error ? (
        <p className="admin-result admin-result-error" role="alert">
          {uploadErrors[error] ?? uploadErrors.invalid}
        </p>
      ) : null}
      {current ? (
        <img className="admin-upload-preview" src={current} alt="Поточне зображення" loading="lazy" />
      ) : (
        <p className="admin-empty">Зображення ще немає.</p>
      )}
      <AdminForm
        method="post"
        action={`/admin/${area}/upload`}
        encType="multipart/form-data"
        className="admin-inline-form"
        reloadDocument
      >
        <input type="hidden" name="returnTo" value={returnTo} />
        <label htmlFor={id}>
          Файл (JPEG, PNG, WebP, до 10 МБ)
          <input id={id} type="file" name="image" accept="image/jpeg,image/png,image/webp,image/avif" required />
        </label>
        <button type="submit" className="admin-button">
          Завантажити
        </button>
      </AdminForm>
    </div>
  );
}
