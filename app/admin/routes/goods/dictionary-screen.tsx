import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionResult, AdminForm } from '../../components/admin-form';
import { AdminPage, History } from '../../components/admin-page';
import { CatalogTabs } from './catalog-tabs';
import type { DictionaryResult } from './dictionary-fields';

/** What a dictionary screen (categories, brands, fish types, directions, tags) says about its kind. */
export type DictionaryTexts = {
  /** The list's heading: "Бренди". */
  title: string;
  /** The list's address; a record is `{path}/{id|new}`. */
  path: string;
  create: string;
  backToAll: string;
  /** Shown once after `new` redirected to the created record. */
  created: string;
  newTitle: string;
};

/** A dictionary's list (ADR 0093): the catalogue's tabs, a "create" button, one table. */
export function DictionaryList({
  texts,
  head,
  tableClass = 'admin-table',
  children,
}: {
  texts: DictionaryTexts;
  head: ReactNode;
  tableClass?: string;
  children: ReactNode;
}) {
  return (
    <AdminPage
      title={texts.title}
      actions={
        <Link to={`${texts.path}/new`} className="admin-button admin-button-primary">
          {texts.create}
        </Link>
      }
    >
      <CatalogTabs />
      <table className={tableClass}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </AdminPage>
  );
}

/**
 * One dictionary record's form (`name` null: a new one) with who changed it beside; the fields are
 * the kind's, the frame — back link, "created" note, save button, result — is the same for all.
 */
export function DictionaryRecord({
  texts,
  name,
  history,
  saved,
  result,
  actions,
  after,
  children,
}: {
  texts: DictionaryTexts;
  name: string | null;
  history: { at: string; who: string; what: string }[];
  saved: boolean;
  result: DictionaryResult;
  actions?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const exists = name !== null;
  return (
    <AdminPage
      title={exists ? name : texts.newTitle}
      actions={actions}
      aside={exists ? <History title="Хто що змінював" entries={history} /> : undefined}
    >
      <CatalogTabs />
      <p>
        <Link to={texts.path}>← {texts.backToAll}</Link>
      </p>
      {saved && !result ? <p className="admin-result admin-result-ok">{texts.created}</p> : null}
      <AdminForm method="post" className="admin-section admin-form-grid" key={history[0]?.at ?? 'new'}>
        {children}
        <div className="admin-form-actions">
          <button type="submit" className="admin-button admin-button-primary">
            {exists ? 'Зберегти' : 'Створити'}
          </button>
          <ActionResult data={result} />
        </div>
      </AdminForm>
      {after}
    </AdminPage>
  );
}

/** The list of a kind that groups categories (fish types, directions): title, address, order, categories. */
export function CategorisedList({
  texts,
  list,
  categories,
}: {
  texts: DictionaryTexts;
  list: { id: number; titleUa: string; slug: string; position: number; categoryIds: number[] }[];
  categories: { id: number; title: string }[];
}) {
  const titles = new Map(categories.map((c) => [c.id, c.title]));
  return (
    <DictionaryList
      texts={texts}
      head={
        <>
          <th scope="col">Назва</th>
          <th scope="col">Адреса</th>
          <th scope="col" className="admin-num">
            Порядок
          </th>
          <th scope="col">Категорії</th>
        </>
      }
    >
      {list.map((row) => (
        <tr key={row.id}>
          <td>
            <Link to={`${texts.path}/${row.id}`}>{row.titleUa}</Link>
          </td>
          <td>{row.slug}</td>
          <td className="admin-num">{row.position}</td>
          <td>{row.categoryIds.map((c) => titles.get(c) ?? c).join(', ') || '—'}</td>
        </tr>
      ))}
    </DictionaryList>
  );
}
