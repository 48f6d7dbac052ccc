import { data, redirect } from 'react-router';
import { listRecordHistory } from '#core/content';
import { getStaffStore, listStoreTowns, type StoreInput, saveStore } from '#core/stores';
import { type ActionData, Field } from '../../components/admin-form';
import { BilingualField } from '../../components/bilingual-field';
import { RecordFormPage } from '../../components/record-form';
import { StatusBadge } from '../../components/values';
import { formText, formValues, historyEntries, parseDecimal, recordId, refusedSave } from '../../lib/forms.server';
import { adminAction, adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/content.css?url';
import type { Route } from './+types/store';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = ({ data }) =>
  adminTitle(data?.store ? `Магазин «${data.store.titleUa}»` : 'Новий магазин');
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

const labels: Record<string, string> = {
  townCode: 'місто',
  slug: 'адресу сторінки',
  titleUa: 'назву',
  titleRu: 'назву (рос.)',
  addressUa: 'адресу',
  addressRu: 'адресу (рос.)',
  lat: 'широту',
  lng: 'довготу',
  phone: 'телефон',
  hours: 'години роботи',
  hasServiceCentre: 'сервісний центр',
  isActive: 'стан',
};
const weekdays = [
  ['1', 'Понеділок'],
  ['2', 'Вівторок'],
  ['3', 'Середа'],
  ['4', 'Четвер'],
  ['5', "П'ятниця"],
  ['6', 'Субота'],
  ['7', 'Неділя'],
] as const;

export async function loader(args: Route.LoaderArgs) {
  const id = recordId(args.params.id);
  return adminLoader(args, 'content', async ({ ctx, staff }) => {
    const [store, towns, history] = await Promise.all([
      id === undefined ? null : getStaffStore(ctx, staff, id),
      listStoreTowns(ctx, staff),
      id === undefined ? [] : listRecordHistory(ctx, staff, 'content', 'store', id),
    ]);
    if (id !== undefined && !store) throw data(null, { status: 404 });
    const saved = new URL(args.request.url).searchParams.get('saved') === '1';
    return { store, towns, history: historyEntries(history, labels), saved };
  });
}

export async function action(args: Route.ActionArgs) {
  const id = recordId(args.params.id);
  return adminAction(args, 'content', async ({ ctx, staff }, form) => {
    const text = formText(form);
    const values = formValues(form);
    const errors: Record<string, string> = {};
    const hours = Object.fromEntries(
      weekdays.map(([day, name]) => {
        const from = text(`open.${day}`).trim();
        const to = text(`close.${day}`).trim();
        if (!from && !to) return [day, null];
        if (!from || !to) errors[`hours.${day}`] = `${name}: вкажіть обидва часи або жодного (вихідний).`;
        return [day, [from, to]];
      }),
    ) as StoreInput['hours'];
    const lat = parseDecimal(text('lat'));
    const lng = parseDecimal(text('lng'));
    if (Number.isNaN(lat)) errors.lat = 'Широта: число, напр. 50.4501.';
    if (Number.isNaN(lng)) errors.lng = 'Довгота: число, напр. 30.5234.';
    if (Object.keys(errors).length)
      return data({ ok: false, message: 'Перевірте поля форми.', errors, values }, { status: 400 });
    const saved = await saveStore(ctx, staff, {
      ...(id === undefined ? {} : { id }),
      townCode: text('townCode'),
      slug: text('slug').trim(),
      titleUa: text('titleUa'),
      titleRu: text('titleRu'),
      addressUa: text('addressUa'),
      addressRu: text('addressRu'),
      lat,
      lng,
      phone: text('phone'),
      hours,
      hasServiceCentre: text('hasServiceCentre') === 'on',
      isActive: text('isActive') === 'on',
    });
    if (!saved.ok)
      return refusedSave(
        saved,
        values,
        {
          not_found: 'Такого магазину немає.',
          town_not_found: 'Такого міста немає.',
          slug_taken: 'У цьому місті вже є магазин з такою адресою сторінки.',
        },
        { slug_taken: { slug: 'Адреса зайнята.' } },
      );
    if (id === undefined) throw redirect(`/admin/content/stores/${saved.id}?saved=1`);
    return { ok: true, message: 'Збережено.' };
  });
}

/** `/admin/content/stores/{id|new}` (content): a store's address, hours, phone and map position. */
export default function StoreScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { store: s, towns, history, saved } = loaderData;
  const result = actionData as (ActionData & { values?: Record<string, string> }) | undefined;
  const errors = result?.errors ?? {};
  const values = result?.values;
  const value = (name: string, fallback: string) => values?.[name] ?? fallback;
  const checked = (name: string, fallback: boolean) => (values ? values[name] === 'on' : fallback);
  return (
    <RecordFormPage
      title={
        <>
          {s ? s.titleUa : 'Новий магазин'}{' '}
          {s ? <StatusBadge kind="store" status={s.isActive ? 'open' : 'closed'} /> : null}
        </>
      }
      label="Магазин"
      recordKey={s?.id}
      exists={Boolean(s)}
      history={history}
      saved={saved}
      result={result}
    >
      <Field label="Місто" name="townCode" error={errors.townCode}>
        <select id="f-townCode" name="townCode" defaultValue={value('townCode', s?.townCode ?? '8000000000')}>
          {towns.map((t) => (
            <option key={t.code} value={t.code}>
              {t.titleUa}
              {t.regionUa ? ` (${t.regionUa})` : ''}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Адреса сторінки (slug)" name="slug" error={errors.slug} hint="/shops/{місто}/{адреса}">
        <input
          id="f-slug"
          name="slug"
          required
          maxLength={120}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          defaultValue={value('slug', s?.slug ?? '')}
        />
      </Field>
      <BilingualField
        name="title"
        label="Назва"
        required
        maxLength={200}
        saved={[s?.titleUa, s?.titleRu]}
        value={value}
        errors={errors}
      />
      <BilingualField
        name="address"
        label="Адреса"
        required
        maxLength={300}
        saved={[s?.addressUa, s?.addressRu]}
        value={value}
        errors={errors}
      />
      <Field label="Телефон" name="phone" error={errors.phone}>
        <input
          id="f-phone"
          name="phone"
          type="tel"
          required
          maxLength={20}
          defaultValue={value('phone', s?.phone ?? '')}
        />
      </Field>
      <Field label="Широта" name="lat" error={errors.lat} hint="Точка на мапі: 50.4501">
        <input id="f-lat" name="lat" inputMode="decimal" required defaultValue={value('lat', s ? String(s.lat) : '')} />
      </Field>
      <Field
        label="Довгота"
        name="lng"
        error={errors.lng}
        hint={
          s ? (
            <a
              href={`https://www.openstreetmap.org/?mlat=${s.lat}&mlon=${s.lng}#map=17/${s.lat}/${s.lng}`}
              target="_blank"
              rel="noreferrer"
            >
              Перевірити на мапі ↗
            </a>
          ) : (
            '30.5234'
          )
        }
      >
        <input id="f-lng" name="lng" inputMode="decimal" required defaultValue={value('lng', s ? String(s.lng) : '')} />
      </Field>
      <div className="admin-field admin-check">
        <label>
          <input
            type="checkbox"
            name="hasServiceCentre"
            defaultChecked={checked('hasServiceCentre', s?.hasServiceCentre ?? false)}
          />{' '}
          Сервісний центр
        </label>
        <label>
          <input type="checkbox" name="isActive" defaultChecked={checked('isActive', s?.isActive ?? true)} /> Працює
          (показувати на сайті)
        </label>
      </div>
      <fieldset className="admin-hours">
        <legend>Години роботи (порожньо — вихідний)</legend>
        {errors.hours ? <p className="admin-error">{errors.hours}</p> : null}
        <table>
          <tbody>
            {weekdays.map(([day, name]) => {
              const current = s?.hours[day];
              return (
                <tr key={day}>
                  <th scope="row">{name}</th>
                  <td>
                    <input
                      aria-label={`${name}: відкриття`}
                      name={`open.${day}`}
                      type="time"
                      defaultValue={value(`open.${day}`, current?.[0] ?? '')}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`${name}: закриття`}
                      name={`close.${day}`}
                      type="time"
                      defaultValue={value(`close.${day}`, current?.[1] ?? '')}
                    />
                  </td>
                  <td>
                    {errors[`hours.${day}`] ? <small className="admin-error">{errors[`hours.${day}`]}</small> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </fieldset>
    </RecordFormPage>
  );
}
