import { AdminForm, ConfirmButton } from '../../components/admin-form';
import { Thumb } from './catalog-tabs';

/**
 * A good's gallery in the back office: each picture with its moves (main, left, right) and
 * removal — small posts of their own — and the upload form (multipart to `…/upload`, ADR 0090),
 * all working without JavaScript. The first picture is the main one (cards, listings).
 */
export function GoodPictures({ goodId, images, title }: { goodId: number; images: string[]; title: string }) {
  return (
    <>
      {images.length === 0 ? <p className="admin-empty">Фото ще немає.</p> : null}
      <ol className="catalog-pictures">
        {images.map((image, index) => (
          <li key={image}>
            <Thumb src={image} size={120} alt={`${title}, фото ${index + 1}`} eager />
            <span>{index === 0 ? 'Головне' : `№ ${index + 1}`}</span>
            <div className="catalog-picture-actions">
              {index > 0 ? (
                <>
                  <Move image={image} move="first" label="Зробити головним" text="★" />
                  <Move image={image} move="up" label="Посунути ліворуч" text="←" />
                </>
              ) : null}
              {index < images.length - 1 ? <Move image={image} move="down" label="Посунути праворуч" text="→" /> : null}
              <Move image={image} move="remove" label="Видалити фото" text="Видалити" danger />
            </div>
          </li>
        ))}
      </ol>
      <AdminForm
        method="post"
        action={`/admin/goods/${goodId}/upload`}
        encType="multipart/form-data"
        className="catalog-upload"
        aria-label="Завантаження фото"
      >
        <label>
          Нові фото (JPEG, PNG або WebP, до 15 МБ, до 10 за раз){' '}
          <input type="file" name="pictures" accept="image/jpeg,image/png,image/webp" multiple required />
        </label>
        <button type="submit" className="admin-button">
          Завантажити
        </button>
      </AdminForm>
    </>
  );
}

function Move({
  image,
  move,
  label,
  text,
  danger = false,
}: {
  image: string;
  move: string;
  label: string;
  text: string;
  danger?: boolean;
}) {
  return (
    <AdminForm method="post">
      <input type="hidden" name="intent" value="picture" />
      <input type="hidden" name="image" value={image} />
      {danger ? (
        <ConfirmButton name="move" value={move} title={label} aria-label={label} question="Видалити це фото?">
          {text}
        </ConfirmButton>
      ) : (
        <button type="submit" name="move" value={move} className="admin-button" title={label} aria-label={label}>
          {text}
        </button>
      )}
    </AdminForm>
  );
}
