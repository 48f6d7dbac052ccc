import { data, redirect } from 'react-router';
import { deleteBanner, getStaffBanner, listRecordHistory, saveBanner } from '#core/content';
import { Field } from '../../components/admin-form';
import { BilingualField } from '../../components/bilingual-field';
import { ImageUpload } from '../../components/image-upload';
import { DeleteAction, RecordFormPage, recordForm, ShowPeriodFields } from '../../components/record-form';
import {
  formText,
  formValues,
  historyEntries,
  optional,
  parseInteger,
  recordId,
  refusedSave,
} from '../../lib/forms.server';
import { adminAction, adminLoader } from '../../lib/guard.server';
import { fromKyivInput, toKyivInput } from '../../lib/kyiv-time';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/content.css?url';
import type { Route } from './+types/banner';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = ({ data }) =>
  adminTitle(data?.banner ? `Банер «${data.banner.titleUa}»` : 'Новий банер');
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

const labels: Record<string, string> = {
  place: 'місце',
  titleUa: 'назву',
  titleRu: 'назву (рос.)',
  image: 'зображення',
  link: 'посилання',
  bgColor: 'колір тла',
  position: 'порядок',
  startsAt: 'початок показу',
  endsAt: 'кінець показу',
};

export async function loader(args: Route.LoaderArgs) {
  const id = recordId(args.params.id);
  return adminLoader(args, 'content', async ({ ctx, staff }) => {
    const url = new URL(args.request.url);
    const [banner, history] = await Promise.all([
      id === undefined ? null : getStaffBanner(ctx, staff, id),
      id === undefined ? [] : listRecordHistory(ctx, staff, 'content', 'banner', id),
    ]);
    if (id !== undefined && !banner) throw data(null, { status: 404 });
    return {
      banner,
      history: historyEntries(history, labels),
      uploaded: url.searchParams.get('image'),
      uploadError: url.searchParams.get('upload'),
      saved: url.searchParams.get('saved') === '1',
    };
  });
}

export async function action(args: Route.ActionArgs) {
  const id = recordId(args.params.id);
  return adminAction(args, 'content', async ({ ctx, staff }, form) => {
    const text = formText(form);
    if (text('intent') === 'delete' && id !== undefined) {
      await deleteBanner(ctx, staff, id);
      throw redirect('/admin/content?tab=banners');
    }
    const values = formValues(form);
    const position = parseInteger(text('position'));
    const startsAt = optional(text('startsAt'));
    const endsAt = optional(text('endsAt'));
    const errors: Record<string, string> = {};
    if (Number.isNaN(position)) errors.position = 'Порядок: ціле число.';
    if (startsAt && !fromKyivInput(startsAt)) errors.startsAt = 'Дата й час початку.';
    if (endsAt && !fromKyivInput(endsAt)) errors.endsAt = 'Дата й час кінця.';
    if (Object.keys(errors).length)
      return data({ ok: false, message: 'Перевірте поля форми.', errors, values }, { status: 400 });
    const saved = await saveBanner(ctx, staff, {
      ...(id === undefined ? {} : { id }),
      place: text('place') === 'top' ? 'top' : 'home',
      titleUa: text('titleUa'),
      titleRu: text('titleRu'),
      image: text('image').trim(),
      link: optional(text('link')),
      bgColor: optional(text('bgColor')),
      position: position ?? 0,
      startsAt: fromKyivInput(startsAt),
      endsAt: fromKyivInput(endsAt),
    });
    if (!saved.ok) return refusedSave(saved, values, { not_found: 'Такого банера немає.' });
    if (id === undefined) throw redirect(`/admin/content/banners/${saved.id}?saved=1`);
    return { ok: true, message: 'Збережено.' };
  });
}

/** `/admin/content/banners/{id|new}` (content): the header's top banner or a home slide (ADR 0095). */
export default function BannerScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { banner: b, history, uploaded, uploadError, saved } = loaderData;
  const { result, errors, value } = recordForm(actionData);
  const image = uploaded ?? value('image', b?.image ?? '');
  const selfPath = b ? `/admin/content/banners/${b.id}` : '/admin/content/banners/new';
  return (
    <RecordFormPage
      title={b ? `Банер «${b.titleUa}»` : 'Новий банер'}
      actions={b ? <DeleteAction question="Видалити банер?" /> : null}
      label="Банер"
      recordKey={b?.id}
      exists={Boolean(b)}
      history={history}
      saved={saved}
      result={result}
      before={
        <section className="admin-section">
          <h2>Зображення</h2>
          <ImageUpload area="content" returnTo={selfPath} current={image || null} error={uploadError} />
        </section>
      }
    >
      <Field label="Місце" name="place" error={errors.place}>
        <select id="f-place" name="place" defaultValue={value('place', b?.place ?? 'home')}>
          <option value="home">Слайдер головної</option>
          <option value="top">Над шапкою (усі сторінки)</option>
        </select>
      </Field>
      <BilingualField
        name="title"
        label="Назва"
        required
        maxLength={200}
        hint="Також текст для незрячих (alt)"
        saved={[b?.titleUa, b?.titleRu]}
        value={value}
        errors={errors}
      />
      <Field
        label="Зображення (адреса)"
        name="image"
        error={errors.image}
        hint={uploaded ? 'Завантажено — збережіть банер.' : undefined}
      >
        <input id="f-image" key={image} name="image" required maxLength={500} defaultValue={image} />
      </Field>
      <Field label="Посилання" name="link" error={errors.link} hint="/discounts або https://…">
        <input id="f-link" name="link" maxLength={500} defaultValue={value('link', b?.link ?? '')} />
      </Field>
      <Field label="Колір тла" name="bgColor" error={errors.bgColor} hint="Для верхнього банера: #0a5c8a">
        <input
          id="f-bgColor"
          name="bgColor"
          maxLength={7}
          pattern="#[0-9a-fA-F]{6}"
          defaultValue={value('bgColor', b?.bgColor ?? '')}
        />
      </Field>
      <Field label="Порядок" name="position" error={errors.position} hint="Менший — раніше">
        <input
          id="f-position"
          name="position"
          type="number"
          min={0}
          max={10000}
          defaultValue={value('position', String(b?.position ?? 0))}
        />
      </Field>
      <ShowPeriodFields
        value={value}
        errors={errors}
        startsAt={toKyivInput(b?.startsAt)}
        endsAt={toKyivInput(b?.endsAt)}
      />
    </RecordFormPage>
  );
}
