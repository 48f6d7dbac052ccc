import { useCallback, useEffect, useRef, useState } from 'react';
import type { Translate } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import type { ReviewRules } from '../../routes/review/review.server';
import { useHydrated } from '../ui/use-hydrated';

export type SelectedPhoto = { id: number; file: File; url: string };

/** What the file picker accepts (SPEC §5: jpg, gif, png); the server checks the bytes again. */
const accept = '.jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png';
const types = new Set(['image/jpeg', 'image/gif', 'image/png']);

export type PhotoList = ReturnType<typeof usePhotoList>;

function drop(url: string) {
  URL.revokeObjectURL(url);
}

/** The photos chosen so far (with JavaScript): added in several picks, each removable before sending. */
export function usePhotoList(rules: ReviewRules, t: Translate) {
  const [list, setList] = useState<SelectedPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const nextId = useRef(1);
  const current = useRef(list);
  current.current = list;

  // Leaving the page frees the previews' memory.
  useEffect(
    () => () => {
      for (const photo of current.current) drop(photo.url);
    },
    [],
  );

  const add = useCallback(
    (files: File[]) => {
      let problem: string | null = null;
      let room = rules.maxPhotos - current.current.length;
      const accepted: SelectedPhoto[] = [];
      for (const file of files) {
        if (!types.has(file.type)) problem ??= t('review.photoType', { name: file.name });
        else if (file.size > rules.maxPhotoBytes) problem ??= t('review.photoBig', { name: file.name });
        else if (room <= 0) problem ??= t('review.photosTooMany', { max: rules.maxPhotos });
        else {
          room -= 1;
          accepted.push({ id: nextId.current++, file, url: URL.createObjectURL(file) });
        }
      }
      current.current = [...current.current, ...accepted];
      setList(current.current);
      setError(problem);
    },
    [rules, t],
  );

  const remove = useCallback((id: number) => {
    for (const photo of current.current) if (photo.id === id) drop(photo.url);
    current.current = current.current.filter((p) => p.id !== id);
    setList(current.current);
    setError(null);
  }, []);

  const clear = useCallback(() => {
    for (const photo of current.current) drop(photo.url);
    current.current = [];
    setList([]);
    setError(null);
  }, []);

  return { list, error, add, remove, clear };
}

/**
 * The photos field: a plain multiple file input (sent as is without JavaScript); with it each
 * pick adds to the list, shown as previews with a remove button.
 */
export function ReviewPhotos({
  goodId,
  rules,
  photos,
  error,
  inputProps,
}: {
  goodId: number;
  rules: ReviewRules;
  photos: PhotoList;
  error?: string;
  inputProps: Record<string, unknown> & { id: string };
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const hintId = `review-${goodId}-photos-hint`;
  return (
    <div className={hydrated ? 'review-photos-field is-enhanced' : 'review-photos-field'}>
      <label htmlFor={inputProps.id} className="review-photos-title">
        {t('review.photos')}
      </label>
      <p className="muted" id={hintId}>
        {t('review.photosHint', { max: rules.maxPhotos })}
      </p>
      <input
        {...inputProps}
        aria-describedby={[hintId, error ? `review-${goodId}-photos-error` : ''].join(' ').trim()}
        type="file"
        multiple
        accept={accept}
        disabled={photos.list.length >= rules.maxPhotos}
        onChange={(event) => {
          const input = event.currentTarget;
          photos.add([...(input.files ?? [])]);
          // The list holds them now: the next pick adds to it instead of replacing it.
          input.value = '';
        }}
      />
      {/* With JavaScript the native picker hides behind this label (its text is in the browser's language). */}
      <label htmlFor={inputProps.id} className="review-photos-add">
        <span aria-hidden="true">+ </span>
        {t('review.addPhotos')}
      </label>
      {photos.list.length ? (
        <ul className="review-previews">
          {photos.list.map((photo) => (
            <li key={photo.id}>
              <img src={photo.url} alt={photo.file.name} width={80} height={80} />
              <button
                type="button"
                className="review-preview-remove"
                aria-label={t('review.removePhoto', { name: photo.file.name })}
                onClick={() => photos.remove(photo.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="field-error" id={`review-${goodId}-photos-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
