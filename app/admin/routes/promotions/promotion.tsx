import { data, redirect } from 'react-router';
import { type CategoryNode, getCategoryTree } from '#core/catalog';
import { deletePromotion, endPromotion, getStaffPromotion, listRecordHistory, type PickedGood } from '#core/content';
import { nudgePromotionPrices } from '#core/pricing';
import { type Ctx, parseId } from '#core/shared';
import type { StaffView } from '#core/staff';
import { ActionResult, AdminForm, ConfirmButton, Field } from '../../components/admin-form';
import { AdminPage, History } from '../../components/admin-page';
import { BilingualField } from '../../components/bilingual-field';
import { ImageUpload } from '../../components/image-upload';
import { DateTime, Money, StatusBadge } from '../../components/values';
import { formatMoney } from '../../lib/format';
import { historyEntries } from '../../lib/forms.server';
import { adminAction, adminLoader } from '../../lib/guard.server';
import { toKyivInput } from '../../lib/kyiv-time';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/content.css?url';
import type { Route } from './+types/promotion';
import { promotionFormAction } from './promotion.server';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = ({ data }) =>
  adminTitle(data?.promotion ? `Акція «${data.promotion.titleUa}»` : 'Нова акція');
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

/** `new`, or a promotion's number. */
function promotionId(raw: string | undefined): number | undefined {
  if (raw === 'new') return undefined;
  const id = parseId(raw);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/** The category tree as indented choices ("— Котушки"). */
function flatten(nodes: CategoryNode[], depth = 0): { id: number; title: string }[] {
  return nodes.flatMap((node) => [
    { id: node.id, title: `${'— '.repeat(depth)}${node.title}` },
    ...flatten(node.children, depth + 1),
  ]);
}

const fieldNames: Record<string, string> = {
  titleUa: 'назву',
  titleRu: 'назву (рос.)',
  slug: 'адресу',
  placeUa: 'місце',
  placeRu: 'місце (рос.)',
  startsAt: 'початок',
  endsAt: 'кінець',
  discountPercent: 'знижку',
  banner: 'банер',
  goods: 'товари',
  descriptionUa: 'опис',
  descriptionRu: 'опис (рос.)',
  expandedCategoryIds: 'категорії',
};

export async function loader(args: Route.LoaderArgs) {
  const id = promotionId(args.params.id);
  return adminLoader(args, 'promotions', async ({ ctx, staff }) => {
    const url = new URL(args.request.url);
    const [promotion, tree, history] = await Promise.all([
      id === undefined ? null : getStaffPromotion(ctx, staff, id),
      getCategoryTree(ctx),
      id === undefined ? [] : listRecordHistory(ctx, staff, 'promotions', 'promotion', id),
    ]);
    if (id !== undefined && !promotion) throw data(null, { status: 404 });
    return {
      promotion,
      categories: flatten(tree),
      history: historyEntries(history, fieldNames),
      uploaded: url.searchParams.get('image'),
      uploadError: url.searchParams.get('upload'),
      saved: url.searchParams.get('saved') === '1',
    };
  });
}

export async function action(args: Route.ActionArgs) {
  const id = promotionId(args.params.id);
  return adminAction(args, 'promotions', async ({ ctx, staff, services }, form) => {
    try {
      return await promotionAction(ctx, staff, form, id);
    } finally {
      // Whatever changed, this process's price scheduler plans the next start or end again (ADR 0095).
      nudgePromotionPrices(services.db);
    }
  });
}

/** The promotion page's posts: end, delete, or the form's save and goods search. */
async function promotionAction(ctx: Ctx, staff: StaffView, form: FormData, id: number | undefined) {
  const intent = form.get('intent');
  if ((intent === 'end' || intent === 'delete') && id !== undefined) {
    if (intent === 'end') {
      const ended = await endPromotion(ctx, staff, id);
      if (!ended.ok)
        return data(
          { ok: false, message: ended.error === 'already_ended' ? 'Акція вже завершилась.' : 'Такої акції немає.' },
          { status: ended.error === 'already_ended' ? 409 : 404 },
        );
      return { ok: true, message: `Акцію завершено; цін повернено: ${ended.pricesChanged}.` };
    }
    const deleted = await deletePromotion(ctx, staff, id);
    if (!deleted.ok) return data({ ok: false, message: 'Такої акції немає.' }, { status: 404 });
    throw redirect('/admin/promotions');
  }
  return promotionFormAction(ctx, staff, form, id);
}

type Echo = {
  ok: boolean;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  removed?: string[];
  added?: string[];
  found?: PickedGood[];
};

/** `/admin/promotions/{id|new}` (content): a promotion's texts, place, period, percent, banner and goods. */
export default function Promotion({ loaderData, actionData }: Route.ComponentProps) {
  const { promotion, categories, history, uploaded, uploadError, saved } = loaderData;
  const echo = (actionData ?? undefined) as Echo | undefined;
  const errors = echo?.errors ?? {};
  // After a refused save or a search, the form shows what was sent (the page without JS is new).
  const value = (name: string, fallback: string) => echo?.values?.[name] ?? fallback;
  const removed = new Set(echo?.removed ?? []);
  const added = new Set(echo?.added ?? []);
  const p = promotion;
  const selfPath = p ? `/admin/promotions/${p.id}` : '/admin/promotions/new';
  const banner = uploaded ?? value('banner', p?.banner ?? '');
  return (
    <AdminPage
      title={
        <>
          {p ? p.titleUa : 'Нова акція'} {p ? <StatusBadge kind="promotion" status={p.status} /> : null}
        </>
      }
      actions={
        p ? (
          <>
            <a className="admin-button" href={`/promotions/${p.id}-${p.slug}`} target="_blank" rel="noreferrer">
              На сайті ↗
            </a>
            {p.status !== 'ended' ? (
              <AdminForm method="post">
                <ConfirmButton
                  name="intent"
                  value="end"
                  question="Завершити акцію зараз? Ціни її товарів повернуться до звичайних."
                >
                  Завершити
                </ConfirmButton>
              </AdminForm>
            ) : null}
            <AdminForm method="post">
              <ConfirmButton
                name="intent"
                value="delete"
                question="Видалити акцію назавжди? Ціни її товарів повернуться."
              >
                Видалити
              </ConfirmButton>
            </AdminForm>
          </>
        ) : null
      }
      aside={p ? <History entries={history} /> : undefined}
    >
      {saved && !echo ? <ActionResult data={{ ok: true, message: 'Збережено.' }} /> : null}
      <ActionResult data={echo?.found ? undefined : echo} />
      <section className="admin-section">
        <h2>Банер</h2>
        <ImageUpload area="promotions" returnTo={selfPath} current={banner || null} error={uploadError} />
      </section>
      <AdminForm
        // A new record or a saved edit (a newer history entry) shows the stored values afresh.
        key={`${p?.id ?? 'new'}:${String(history[0]?.at ?? '')}`}
        method="post"
        className="admin-record-form"
        aria-label="Акція"
      >
        <div className="admin-form-actions admin-form-actions-top">
          <button type="submit" name="intent" value="save" className="admin-button admin-button-primary">
            Зберегти
          </button>
          {uploaded ? <span className="admin-hint">Зображення завантажено — збережіть акцію.</span> : null}
        </div>
        <section className="admin-section admin-form-grid">
          <BilingualField
            name="title"
            label="Назва"
            required
            maxLength={200}
            saved={[p?.titleUa, p?.titleRu]}
            value={value}
            errors={errors}
          />
          <Field label="Адреса (slug)" name="slug" error={errors.slug} hint="Латиницею: spinning-season">
            <input
              id="f-slug"
              name="slug"
              required
              maxLength={120}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              defaultValue={value('slug', p?.slug ?? '')}
            />
          </Field>
          <BilingualField
            name="place"
            label="Де діє"
            required
            maxLength={200}
            hint="Напр. «Усі магазини мережі»"
            saved={[p?.placeUa, p?.placeRu]}
            value={value}
            errors={errors}
          />
          <Field label="Знижка, %" name="discountPercent" error={errors.discountPercent} hint="Порожньо: лише інформує">
            <input
              id="f-discountPercent"
              name="discountPercent"
              type="number"
              min={1}
              max={99}
              defaultValue={value('discountPercent', p?.discountPercent ? String(p.discountPercent) : '')}
            />
          </Field>
          <Field label="Початок" name="startsAt" error={errors.startsAt} hint="Київський час">
            <input
              id="f-startsAt"
              name="startsAt"
              type="datetime-local"
              required
              defaultValue={value('startsAt', toKyivInput(p?.startsAt))}
            />
          </Field>
          <Field label="Кінець" name="endsAt" error={errors.endsAt}>
            <input
              id="f-endsAt"
              name="endsAt"
              type="datetime-local"
              required
              defaultValue={value('endsAt', toKyivInput(p?.endsAt))}
            />
          </Field>
          <Field label="Банер (адреса зображення)" name="banner" error={errors.banner}>
            <input id="f-banner" key={banner} name="banner" maxLength={500} defaultValue={banner} />
          </Field>
          <BilingualField
            name="description"
            label="Опис"
            labelTail=", HTML"
            control="textarea"
            saved={[p?.descriptionUa, p?.descriptionRu]}
            value={value}
            errors={errors}
          />
        </section>

        <section className="admin-section">
          <h2>Товари акції{p ? ` (${p.goods.length})` : ''}</h2>
          {errors.goods || errors.form ? <p className="admin-error">{errors.goods ?? errors.form}</p> : null}
          {p?.goods.length ? (
            <table className="admin-table admin-goods-table">
              <thead>
                <tr>
                  <th scope="col">Код</th>
                  <th scope="col">Товар</th>
                  <th scope="col" className="admin-num">
                    Ціна зараз
                  </th>
                  <th scope="col" className="admin-num">
                    Звичайна ціна
                  </th>
                  <th scope="col">Фіксована ціна акції, грн</th>
                  <th scope="col">Прибрати</th>
                </tr>
              </thead>
              <tbody>
                {p.goods.map((g) => (
                  <tr key={g.goodId}>
                    <td>
                      {g.extId}
                      <input type="hidden" name="good" value={g.goodId} />
                    </td>
                    <td>
                      <a href={`/${g.slug}/p${g.goodId}`} target="_blank" rel="noreferrer">
                        {g.titleUa}
                      </a>
                      {g.isActive ? null : <small> (прихований)</small>}
                    </td>
                    <td className="admin-num">
                      <Money kop={g.price} />
                    </td>
                    <td className="admin-num">
                      <Money kop={g.regularPrice} />
                    </td>
                    <td>
                      <input
                        aria-label={`Фіксована ціна: ${g.titleUa}`}
                        name={`price.${g.goodId}`}
                        inputMode="decimal"
                        size={10}
                        className={errors[`price.${g.goodId}`] ? 'admin-input-invalid' : undefined}
                        defaultValue={value(
                          `price.${g.goodId}`,
                          g.fixedPrice === null ? '' : formatMoney(g.fixedPrice).replace(' грн', ''),
                        )}
                      />
                      {errors[`price.${g.goodId}`] ? (
                        <small className="admin-error"> {errors[`price.${g.goodId}`]}</small>
                      ) : null}
                    </td>
                    <td>
                      <label className="admin-check-inline">
                        <input
                          type="checkbox"
                          name="remove"
                          value={g.goodId}
                          defaultChecked={removed.has(String(g.goodId))}
                        />
                        <span className="visually-hidden">Прибрати {g.titleUa}</span>
                      </label>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="admin-empty">Товарів ще немає: додайте їх нижче.</p>
          )}
          <div className="admin-goods-add">
            <div className="admin-field">
              <label htmlFor="f-find">Знайти товар за кодом або назвою</label>
              <div className="admin-inline-form">
                <input
                  id="f-find"
                  name="find"
                  type="search"
                  defaultValue={value('find', '')}
                  onKeyDown={(event) => {
                    // Enter here searches (the form's default button saves).
                    if (event.key !== 'Enter') return;
                    event.preventDefault();
                    const button = event.currentTarget.form?.querySelector<HTMLButtonElement>('button[value="find"]');
                    if (button) event.currentTarget.form?.requestSubmit(button);
                  }}
                />
                <button type="submit" name="intent" value="find" className="admin-button">
                  Знайти
                </button>
              </div>
            </div>
            {echo?.found ? (
              echo.found.length ? (
                <fieldset className="admin-found">
                  <legend>Знайдено — позначте, щоб додати, і збережіть</legend>
                  {echo.found.map((g) => (
                    <label key={g.id} className="admin-check-inline">
                      <input type="checkbox" name="add" value={g.id} defaultChecked={added.has(String(g.id))} />
                      {g.extId} · {g.titleUa} · {formatMoney(g.price)}
                      {g.isActive ? '' : ' (прихований)'}
                    </label>
                  ))}
                </fieldset>
              ) : (
                <p className="admin-empty">Нічого не знайдено.</p>
              )
            ) : null}
            {[...added]
              .filter((id) => !echo?.found?.some((g) => String(g.id) === id))
              .map((id) => (
                <input key={id} type="hidden" name="add" value={id} />
              ))}
            <Field
              label="Додати за кодами"
              name="codes"
              error={errors.codes}
              hint="Коди товарів через пробіл, кому або з нового рядка"
            >
              <textarea id="f-codes" name="codes" rows={2} defaultValue={value('codes', '')} />
            </Field>
            <Field
              label="Додати всі товари категорій"
              name="categoryIds"
              hint="Товари категорій і їхніх підкатегорій додаються такими, як є зараз (Ctrl — кілька)"
            >
              <select id="f-categoryIds" name="categoryIds" multiple size={6}>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </section>
        <div className="admin-form-actions">
          <button type="submit" name="intent" value="save" className="admin-button admin-button-primary">
            Зберегти
          </button>
          {p ? (
            <span className="admin-hint">
              Діє з <DateTime value={p.startsAt} /> до <DateTime value={p.endsAt} />
            </span>
          ) : null}
        </div>
      </AdminForm>
    </AdminPage>
  );
}
