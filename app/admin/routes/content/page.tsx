import { data, redirect } from 'react-router';
import { getStaffPage, listRecordHistory, savePage } from '#core/content';
import { Field } from '../../components/admin-form';
import { BilingualField } from '../../components/bilingual-field';
import { RecordFormPage, recordForm } from '../../components/record-form';
import { formText, formValues, historyEntries, refusedSave } from '../../lib/forms.server';
import { adminAction, adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/content.css?url';
import type { Route } from './+types/page';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = ({ data }) =>
  adminTitle(data?.page ? `Сторінка «${data.page.titleUa}»` : 'Нова сторінка');
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

const labels: Record<string, string> = {
  titleUa: 'назву',
  titleRu: 'назву (рос.)',
  bodyUa: 'текст',
  bodyRu: 'текст (рос.)',
};
const slugShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `new`, or an existing page's slug. */
function pageSlug(raw: string | undefined): string | undefined {
  if (raw === 'new') return undefined;
  if (!raw || raw.length > 60 || !slugShape.test(raw)) throw data(null, { status: 404 });
  return raw;
}

export async function loader(args: Route.LoaderArgs) {
  const slug = pageSlug(args.params.slug);
  return adminLoader(args, 'content', async ({ ctx, staff }) => {
    const [page, history] = await Promise.all([
      slug === undefined ? null : getStaffPage(ctx, staff, slug),
      slug === undefined ? [] : listRecordHistory(ctx, staff, 'content', 'page', slug),
    ]);
    if (slug !== undefined && !page) throw data(null, { status: 404 });
    const saved = new URL(args.request.url).searchParams.get('saved') === '1';
    return { page, history: historyEntries(history, labels), saved };
  });
}

export async function action(args: Route.ActionArgs) {
  const slug = pageSlug(args.params.slug);
  return adminAction(args, 'content', async ({ ctx, staff }, form) => {
    const text = formText(form);
    const values = formValues(form);
    const newSlug = slug ?? text('slug').trim();
    if (slug === undefined && newSlug === 'new')
      return data(
        { ok: false, message: 'Перевірте поля форми.', errors: { slug: 'Адреса «new» зайнята.' }, values },
        { status: 400 },
      );
    const saved = await savePage(ctx, staff, {
      create: slug === undefined,
      slug: newSlug,
      titleUa: text('titleUa'),
      titleRu: text('titleRu'),
      bodyUa: text('bodyUa'),
      bodyRu: text('bodyRu'),
    });
    if (!saved.ok)
      return refusedSave(
        saved,
        values,
        { slug_taken: 'Сторінка з такою адресою вже є.', not_found: 'Такої сторінки немає.' },
        { slug_taken: { slug: 'Адреса зайнята.' } },
      );
    if (slug === undefined) throw redirect(`/admin/content/pages/${saved.id}?saved=1`);
    return { ok: true, message: 'Збережено.' };
  });
}

/** `/admin/content/pages/{slug|new}` (content): a static page of `/pages/{slug}`. */
export default function PageScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { page: p, history, saved } = loaderData;
  const { result, errors, value } = recordForm(actionData);
  const path = p ? (p.slug === 'online' ? '/online' : `/pages/${p.slug}`) : null;
  return (
    <RecordFormPage
      title={p ? `Сторінка «${p.titleUa}»` : 'Нова сторінка'}
      actions={
        path ? (
          <a className="admin-button" href={path} target="_blank" rel="noreferrer">
            На сайті ↗
          </a>
        ) : null
      }
      label="Сторінка"
      recordKey={p?.slug}
      exists={Boolean(p)}
      history={history}
      saved={saved}
      result={result}
    >
      {p ? (
        <div className="admin-field">
          <span className="admin-label">Адреса</span>
          <code>{path}</code>
        </div>
      ) : (
        <Field
          label="Адреса (slug)"
          name="slug"
          error={errors.slug}
          hint="Сторінка буде на /pages/{адреса}; потім не змінюється"
        >
          <input
            id="f-slug"
            name="slug"
            required
            maxLength={60}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            defaultValue={value('slug', '')}
          />
        </Field>
      )}
      <BilingualField
        name="title"
        label="Назва"
        required
        maxLength={300}
        saved={[p?.titleUa, p?.titleRu]}
        value={value}
        errors={errors}
      />
      <BilingualField
        name="body"
        label="Текст"
        control="rich"
        required
        hint="Скрипти, стилі й атрибути подій відкидаються"
        saved={[p?.bodyUa, p?.bodyRu]}
        value={value}
        errors={errors}
      />
    </RecordFormPage>
  );
}
