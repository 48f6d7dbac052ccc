import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import type { MessageKey } from '../../i18n/messages/ua';
import { useI18n } from '../../i18n/use-i18n';
import type { ReviewActionData, ReviewRules, ReviewValues } from '../../routes/review/review.server';
import { usePersonal } from '../personal/use-personal';
import { useHydrated } from '../ui/use-hydrated';
import { ReviewPhotos, usePhotoList } from './review-photos';

type Posted = { errors: Record<string, string>; values: ReviewValues };
type Errors = Record<string, string>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Fields in the order of the form: the first one with an error gets the focus. */
const order = ['rating', 'text', 'advantages', 'disadvantages', 'name', 'email', 'photos', 'form'] as const;

/**
 * The review form (SPEC §3 Review, §5): a real multipart POST to `/review/{goodId}` that works
 * without JavaScript; with it the fields are checked first, photos get previews and can be
 * removed before sending, and the "after moderation" confirmation shows in place.
 */
export function ReviewForm({
  goodId,
  rules,
  defaultName = '',
  posted,
}: {
  goodId: number;
  rules: ReviewRules;
  defaultName?: string;
  /** Errors and values of a post without JavaScript, re-rendered by the review page. */
  posted?: Posted;
}) {
  const { t, href } = useI18n();
  const hydrated = useHydrated();
  const personal = usePersonal();
  const [params] = useSearchParams();
  const fetcher = useFetcher<ReviewActionData>();
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const [again, setAgain] = useState(false);
  const photos = usePhotoList(rules, t);
  const formRef = useRef<HTMLFormElement>(null);
  const sent =
    fetcher.state === 'idle' &&
    !again &&
    (fetcher.data?.sent === true || (!fetcher.data && params.get('review') === 'sent'));
  const serverErrors = fetcher.data && 'errors' in fetcher.data ? fetcher.data.errors : posted?.errors;
  const errors: Errors = { ...(clientErrors ?? serverErrors ?? {}), ...(photos.error ? { photos: photos.error } : {}) };
  const values = posted?.values ?? {};
  const nameOptional = personal?.signedIn ?? Boolean(defaultName);
  const action = href(`/review/${goodId}`);

  // After a post the first field in error gets the focus (also for the server's answer).
  useEffect(() => {
    const first = order.find((field) => serverErrors?.[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  }, [serverErrors]);

  // A stored review takes its photos with it.
  useEffect(() => {
    if (fetcher.data?.sent) photos.clear();
  }, [fetcher.data, photos.clear]);

  if (sent)
    return (
      <div className="review-form review-sent" id="review-form" role="status">
        <p>{t('review.sent')}</p>
        {hydrated ? (
          <button type="button" className="button button-secondary" onClick={() => setAgain(true)}>
            {t('review.another')}
          </button>
        ) : null}
      </div>
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const found = validate(data, rules, nameOptional, t);
    setClientErrors(found);
    if (found) {
      const first = order.find((field) => found[field]);
      form.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    if (photos.error) return;
    data.delete('photos');
    for (const photo of photos.list) data.append('photos', photo.file, photo.file.name);
    setAgain(false);
    fetcher.submit(data, { method: 'post', action, encType: 'multipart/form-data' });
  };

  const field = (name: string) => ({
    id: `review-${goodId}-${name}`,
    name,
    'data-field': name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `review-${goodId}-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={`review-${goodId}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      encType="multipart/form-data"
      className="review-form"
      id="review-form"
      noValidate
      onSubmit={hydrated ? onSubmit : undefined}
      aria-labelledby={`review-${goodId}-title`}
    >
      <h3 id={`review-${goodId}-title`}>{t('review.formTitle')}</h3>
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <fieldset className="rating-input" aria-describedby={errors.rating ? `review-${goodId}-rating-error` : undefined}>
        <legend>
          {t('review.rating')} <span aria-hidden="true">*</span>
        </legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input
              type="radio"
              name="rating"
              value={n}
              required
              defaultChecked={values.rating === String(n)}
              data-field={n === 1 ? 'rating' : undefined}
              aria-invalid={errors.rating ? true : undefined}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('review.star', { n })}</span>
          </label>
        ))}
      </fieldset>
      {error('rating')}
      <label htmlFor={`review-${goodId}-text`}>
        {t('review.text')} <span aria-hidden="true">*</span>{' '}
        <small className="muted">{t('review.textHint', { min: rules.minText })}</small>
      </label>
      <textarea {...field('text')} required rows={5} maxLength={2000} defaultValue={values.text} />
      {error('text')}
      <div className="review-form-pair">
        <div>
          <label htmlFor={`review-${goodId}-advantages`}>{t('review.advantages')}</label>
          <textarea {...field('advantages')} rows={2} maxLength={1000} defaultValue={values.advantages} />
          {error('advantages')}
        </div>
        <div>
          <label htmlFor={`review-${goodId}-disadvantages`}>{t('review.disadvantages')}</label>
          <textarea {...field('disadvantages')} rows={2} maxLength={1000} defaultValue={values.disadvantages} />
          {error('disadvantages')}
        </div>
      </div>
      <div className="review-form-pair">
        <div>
          <label htmlFor={`review-${goodId}-name`}>
            {t('review.name')} {nameOptional ? null : <span aria-hidden="true">*</span>}
          </label>
          <input
            {...field('name')}
            required={!nameOptional}
            maxLength={100}
            autoComplete="name"
            placeholder={nameOptional ? t('review.nameFromProfile') : undefined}
            defaultValue={values.name ?? defaultName}
          />
          {error('name')}
        </div>
        <div>
          <label htmlFor={`review-${goodId}-email`}>{t('review.email')}</label>
          <input {...field('email')} type="email" maxLength={100} autoComplete="email" defaultValue={values.email} />
          {error('email')}
        </div>
      </div>
      <label className="review-notify">
        <input type="checkbox" name="notify" value="1" defaultChecked={values.notify === '1'} /> {t('review.notify')}
      </label>
      <ReviewPhotos goodId={goodId} rules={rules} photos={photos} error={errors.photos} inputProps={field('photos')} />
      {error('form')}
      <button type="submit" className="button button-buy" disabled={fetcher.state !== 'idle'}>
        {fetcher.state === 'idle' ? t('review.send') : t('review.sending')}
      </button>
    </form>
  );
}

/** The browser's check of the same rules as core's `submitReviewForm`; null when all is well. */
function validate(
  data: FormData,
  rules: ReviewRules,
  nameOptional: boolean,
  t: (key: MessageKey, values?: Record<string, string | number>) => string,
): Errors | null {
  const errors: Errors = {};
  const text = String(data.get('text') ?? '').trim();
  if (!data.get('rating')) errors.rating = t('review.ratingRequired');
  if (!text) errors.text = t('review.textRequired');
  else if ([...text].length < rules.minText) errors.text = t('review.textShort', { min: rules.minText });
  if (!nameOptional && !String(data.get('name') ?? '').trim()) errors.name = t('review.nameRequired');
  const email = String(data.get('email') ?? '').trim();
  if (email && !emailPattern.test(email)) errors.email = t('review.emailInvalid');
  return Object.keys(errors).length ? errors : null;
}
