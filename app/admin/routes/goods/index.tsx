import { Link, useSearchParams } from 'react-router';
import { adminGoodsQuery, getGoodFormOptions, listAdminGoods, listAdminTags } from '#core/catalog/admin';
import { AdminPage } from '../../components/admin-page';
import { FilterBar, SortHeader } from '../../components/table';
import { Money, StatusBadge } from '../../components/values';
import { adminLoader } from '../../lib/guard.server';
import { KeysetPager } from '../../lib/keyset-pager';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/catalog.css?url';
import type { Route } from './+types/index';
import { CatalogTabs, Thumb } from './catalog-tabs';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];
export const meta: Route.MetaFunction = () => adminTitle('Товари');

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'catalog', async ({ ctx, staff }) => {
    const params = Object.fromEntries(
      [...new URL(args.request.url).searchParams].filter(([, value]) => value.trim() !== ''),
    );
    const parsed = adminGoodsQuery.safeParse(params);
    const query = parsed.success ? parsed.data : adminGoodsQuery.parse({});
    const [list, options, tags] = await Promise.all([
      listAdminGoods(ctx, staff, query),
      getGoodFormOptions(ctx, staff),
      listAdminTags(ctx, staff),
    ]);
    return {
      ...list,
      query,
      invalid: !parsed.success,
      categories: options.categories.map((c) => ({ id: c.id, title: c.titleUa, depth: c.depth })),
      brands: options.brands,
      tags: tags.map((t) => ({ id: t.id, title: t.titleUa })),
    };
  });
}

/** `/admin/goods` (content, admin): every good with its picture, code, category, brand, price, stock and status. */
export default function Goods({ loaderData }: Route.ComponentProps) {
  const { rows, total, more, query } = loaderData;
  const [params] = useSearchParams();
  const value = (name: string) => params.get(name) ?? '';
  return (
    <AdminPage
      title="Товари"
      actions={
        <Link to="/admin/goods/new" className="admin-button admin-button-primary">
          Створити товар
        </Link>
      }
    >
      <CatalogTabs />
      <div className="catalog-filterbar">
        <FilterBar>
          <label>
            Пошук
            <input type="search" name="q" defaultValue={value('q')} placeholder="Код, id або назва" maxLength={100} />
          </label>
          <label>
            Категорія
            <select name="category" defaultValue={value('category')} className="catalog-category-select">
              <option value="">усі</option>
              {loaderData.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {'\u00a0\u00a0'.repeat(c.depth)}
                  {c.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Бренд
            <select name="brand" defaultValue={value('brand')}>
              <option value="">усі</option>
              {loaderData.brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Статус
            <select name="status" defaultValue={value('status')}>
              <option value="">усі</option>
              <option value="4">Продається</option>
              <option value="1">Очікується</option>
              <option value="0">Не продається</option>
            </select>
          </label>
          <label>
            На сайті
            <select name="active" defaultValue={value('active')}>
              <option value="">усі</option>
              <option value="yes">показані</option>
              <option value="no">приховані</option>
            </select>
          </label>
          <label>
            Залишок
            <select name="stock" defaultValue={value('stock')}>
              <option value="">усі</option>
              <option value="yes">є в магазинах</option>
              <option value="no">немає</option>
            </select>
          </label>
          <label>
            Тег
            <select name="tag" defaultValue={value('tag')}>
              <option value="">усі</option>
              {loaderData.tags.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.title}
                </option>
              ))}
            </select>
          </label>
          {value('sort') ? <input type="hidden" name="sort" value={value('sort')} /> : null}
          {value('dir') ? <input type="hidden" name="dir" value={value('dir')} /> : null}
          {value('perPage') ? <input type="hidden" name="perPage" value={value('perPage')} /> : null}
        </FilterBar>
      </div>
      {loaderData.invalid ? (
        <p className="admin-result admin-result-error">Фільтр не зрозумілий; показано все.</p>
      ) : null}
      {rows.length === 0 ? (
        <p className="admin-empty">Товарів не знайдено.</p>
      ) : (
        <table className="admin-table catalog-goods">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Фото</span>
              </th>
              <SortHeader field="code" label="Код" defaultDir="asc" />
              <SortHeader field="title" label="Назва" defaultDir="asc" />
              <th scope="col">Категорія</th>
              <th scope="col">Бренд</th>
              <SortHeader field="price" label="Ціна" />
              <SortHeader field="stock" label="Доступно" />
              <th scope="col">Статус</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((good) => (
              <tr key={good.id}>
                <td className="catalog-thumb-cell">
                  <Thumb src={good.image} size={40} />
                </td>
                <td>
                  <Link to={`/admin/goods/${good.id}`}>{good.extId}</Link>
                </td>
                <td>
                  <Link to={`/admin/goods/${good.id}`} className="catalog-title-link">
                    {good.title}
                  </Link>
                  <small className="catalog-id">id {good.id}</small>
                </td>
                <td>{good.category}</td>
                <td>{good.brand ?? '—'}</td>
                <td className="admin-num">
                  <Money kop={good.price} />
                  {good.oldPrice ? (
                    <s className="catalog-old-price">
                      <Money kop={good.oldPrice} />
                    </s>
                  ) : null}
                  {good.regularPrice !== null ? <span className="admin-badge admin-badge-info">акція</span> : null}
                </td>
                <td className="admin-num">
                  {good.stock}
                  {good.reserved > 0 ? (
                    <small
                      className="catalog-reserved"
                      title="Відкриті замовлення тримають ці штуки; залишок — що ще доступно"
                    >
                      + {good.reserved} у резерві
                    </small>
                  ) : null}
                </td>
                <td>
                  <StatusBadge kind="sell" status={good.sellStatus} />
                  {good.reservedOut ? <StatusBadge kind="sell" status="reserved_out" /> : null}
                  {good.isActive ? null : <StatusBadge kind="sell" status="hidden" />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <KeysetPager prev={loaderData.prev} next={loaderData.next} total={total} more={more} perPage={query.perPage} />
    </AdminPage>
  );
}
