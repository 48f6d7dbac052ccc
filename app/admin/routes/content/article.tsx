import { data, redirect } from 'react-router';
import { deleteArticle, getStaffArticle, listRecordHistory, listStaffBlogCategories, saveArticle } from '#core/content';
import { parseId } from '#core/shared';
import { AdminForm, ConfirmButton, Field } from '../../components/admin-form';
import { BilingualField } from '../../components/bilingual-field';
import { ImageUpload } from '../../components/image-upload';
import { RecordFormPage, recordForm } from '../../components/record-form';
import { StatusBadge } from '../../components/values';
import { formText, formValues, historyEntries, optional, recordId, refusedSave } from '../../lib/forms.server';
import { adminAction, adminLoader } from '../../lib/guard.server';
import { fromKyivInput, toKyivInput } from '../../lib/kyiv-time';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/content.css?url';
import type { Route } from './+types/article';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = ({ data }) =>
  adminTitle(data?.article ? `Стаття «${data.article.titleUa}»` : 'Нова стаття');
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

const labels: Record<string, string> = {
  kind: 'вид',
  blogCategoryId: 'рубрику',
  slug: 'адресу',
  titleUa: 'назву',
  titleRu: 'назву (рос.)',
  excerptUa: 'анонс',
  excerptRu: 'анонс (рос.)',
  bodyUa: 'текст',
  bodyRu: 'текст (рос.)',
  image: 'зображення',
  publishedAt: 'дату / публікацію',
};

export async function loader(args: Route.LoaderArgs) {
  const id = recordId(args.params.id);
  return adminLoader(args, 'content', async ({ ctx, staff }) => {
    const url = new URL(args.request.url);
    const [article, categories, history] = await Promise.all([
      id === undefined ? null : getStaffArticle(ctx, staff, id),
      listStaffBlogCategories(ctx, staff),
      id === undefined ? [] : listRecordHistory(ctx, staff, 'content', 'article', id),
    ]);
    if (id !== undefined && !article) throw data(null, { status: 404 });
    return {
      article,
      categories,
      history: historyEntries(history, labels),
      now: ctx.now,
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
      await deleteArticle(ctx, staff, id);
      throw redirect('/admin/content?tab=articles');
    }
    const values = formValues(form);
    const kind = text('kind') === 'news' ? 'news' : 'blog';
    const publishedAt = fromKyivInput(text('publishedAt'));
    if (!publishedAt)
      return data(
        { ok: false, message: 'Перевірте поля форми.', errors: { publishedAt: 'Вкажіть дату й час.' }, values },
        { status: 400 },
      );
    const category = parseId(text('blogCategoryId'));
    const saved = await saveArticle(ctx, staff, {
      ...(id === undefined ? {} : { id }),
      kind,
      blogCategoryId: kind === 'blog' ? category : null,
      slug: text('slug').trim(),
      titleUa: text('titleUa'),
      titleRu: text('titleRu'),
      excerptUa: text('excerptUa'),
      excerptRu: text('excerptRu'),
      bodyUa: text('bodyUa'),
      bodyRu: text('bodyRu'),
      image: optional(text('image')),
      publishedAt,
      published: text('published') === 'on',
    });
    if (!saved.ok)
      return refusedSave(saved, values, {
        not_found: 'Такої статті немає.',
        category_not_found: 'Такої рубрики немає.',
      });
    if (id === undefined) throw redirect(`/admin/content/articles/${saved.id}?saved=1`);
    return { ok: true, message: 'Збережено.' };
  });
}

/** `/admin/content/articles/{id|new}` (content): a blog article or a news item (SPEC §2 /blog, /news). */
export default function ArticleScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { article: a, categories, history, uploaded, uploadError, saved } = loaderData;
  const { result, errors, value } = recordForm(actionData);
  const image = uploaded ?? value('image', a?.image ?? '');
  const selfPath = a ? `/admin/content/articles/${a.id}` : '/admin/content/articles/new';
  const published = result?.values ? result.values.published === 'on' : a ? a.state !== 'draft' : false;
  const date = a && a.state !== 'draft' ? toKyivInput(a.publishedAt) : toKyivInput(loaderData.now);
  return (
    <RecordFormPage
      title={
        <>
          {a ? a.titleUa : 'Нова стаття'} {a ? <StatusBadge kind="article" status={a.state} /> : null}
        </>
      }
      actions={
        a ? (
          <>
            {a.state === 'published' ? (
              <a className="admin-button" href={`/${a.kind}/${a.id}-${a.slug}`} target="_blank" rel="noreferrer">
                На сайті ↗
              </a>
            ) : null}
            <AdminForm method="post">
              <ConfirmButton name="intent" value="delete" question="Видалити статтю?">
                Видалити
              </ConfirmButton>
            </AdminForm>
          </>
        ) : null
      }
      label="Стаття"
      recordKey={a?.id}
      exists={Boolean(a)}
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
      <Field label="Вид" name="kind" error={errors.kind}>
        <select id="f-kind" name="kind" defaultValue={value('kind', a?.kind ?? 'blog')}>
          <option value="blog">Блог</option>
          <option value="news">Новини</option>
        </select>
      </Field>
      <Field label="Рубрика (блог)" name="blogCategoryId" error={errors.blogCategoryId}>
        <select
          id="f-blogCategoryId"
          name="blogCategoryId"
          defaultValue={value('blogCategoryId', a?.blogCategoryId ? String(a.blogCategoryId) : '')}
        >
          <option value="">—</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.titleUa}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Адреса (slug)" name="slug" error={errors.slug} hint="Латиницею: yak-vybraty-vudylyshche">
        <input
          id="f-slug"
          name="slug"
          required
          maxLength={200}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          defaultValue={value('slug', a?.slug ?? '')}
        />
      </Field>
      <Field label="Дата" name="publishedAt" error={errors.publishedAt} hint="Майбутня — вийде тоді">
        <input
          id="f-publishedAt"
          name="publishedAt"
          type="datetime-local"
          required
          defaultValue={value('publishedAt', date)}
        />
      </Field>
      <div className="admin-field admin-check">
        <label>
          <input type="checkbox" name="published" defaultChecked={published} /> Опубліковано
        </label>
      </div>
      <Field label="Зображення (адреса)" name="image" error={errors.image}>
        <input id="f-image" key={image} name="image" maxLength={500} defaultValue={image} />
      </Field>
      <BilingualField
        name="title"
        label="Назва"
        required
        maxLength={300}
        saved={[a?.titleUa, a?.titleRu]}
        value={value}
        errors={errors}
      />
      <BilingualField
        name="excerpt"
        label="Анонс"
        control="textarea"
        maxLength={1000}
        rows={3}
        saved={[a?.excerptUa, a?.excerptRu]}
        value={value}
        errors={errors}
      />
      <BilingualField
        name="body"
        label="Текст"
        control="rich"
        required
        hint="Скрипти, стилі й атрибути подій відкидаються"
        saved={[a?.bodyUa, a?.bodyRu]}
        value={value}
        errors={errors}
      />
    </RecordFormPage>
  );
}
