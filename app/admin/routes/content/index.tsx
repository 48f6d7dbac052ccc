import { Link, useSearchParams } from 'react-router';
import { listStaffMethods } from '#core/checkout';
import {
  listStaffArticles,
  listStaffBanners,
  listStaffPages,
  listStaffTooltips,
  staffArticleFilter,
} from '#core/content';
import { listStaffStores } from '#core/stores';
import { AdminPage } from '../../components/admin-page';
import { FilterBar, Pagination } from '../../components/table';
import { DateTime, StatusBadge } from '../../components/values';
import { adminLoader } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/content.css?url';
import type { Route } from './+types/index';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const meta: Route.MetaFunction = () => adminTitle('Контент');
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

const tabs = [
  ['banners', 'Банери'],
  ['tooltips', 'Підказки'],
  ['articles', 'Статті'],
  ['pages', 'Сторінки'],
  ['stores', 'Магазини'],
  ['methods', 'Доставка й оплата'],
] as const;
type Tab = (typeof tabs)[number][0];

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'content', async ({ ctx, staff }) => {
    const params = new URL(args.request.url).searchParams;
    const tab: Tab = tabs.some(([key]) => key === params.get('tab')) ? (params.get('tab') as Tab) : 'banners';
    switch (tab) {
      case 'banners':
        return { tab, banners: await listStaffBanners(ctx, staff), now: ctx.now };
      case 'tooltips':
        return { tab, tooltips: await listStaffTooltips(ctx, staff), now: ctx.now };
      case 'articles':
        return {
          tab,
          articles: await listStaffArticles(ctx, staff, staffArticleFilter.parse(Object.fromEntries(params))),
        };
      case 'pages':
        return { tab, pages: await listStaffPages(ctx, staff) };
      case 'stores':
        return { tab, stores: await listStaffStores(ctx, staff) };
      case 'methods':
        return { tab, methods: await listStaffMethods(ctx, staff) };
    }
  });
}

/** A record's period as its state now: running, planned or ended (always on when it has none). */
function periodState(row: { startsAt: Date | null; endsAt: Date | null }, now: Date) {
  if (row.startsAt && row.startsAt > now) return 'planned';
  if (row.endsAt && row.endsAt <= now) return 'ended';
  return 'running';
}

function Period({ startsAt, endsAt }: { startsAt: Date | null; endsAt: Date | null }) {
  if (!startsAt && !endsAt) return <>завжди</>;
  return (
    <>
      {startsAt ? <DateTime value={startsAt} /> : '…'} — {endsAt ? <DateTime value={endsAt} /> : '…'}
    </>
  );
}

const articleStates = { draft: 'Чернетка', planned: 'Заплановано', published: 'Опубліковано' } as const;

/**
 * `/admin/content?tab=…` (content): the shop's texts and pictures in one place — banners, header
 * tooltips, articles, static pages, stores, delivery and payment texts (ADR 0095).
 */
export default function Content({ loaderData: d }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const create: Partial<Record<Tab, [string, string]>> = {
    banners: ['/admin/content/banners/new', 'Створити банер'],
    tooltips: ['/admin/content/tooltips/new', 'Створити підказку'],
    articles: ['/admin/content/articles/new', 'Створити статтю'],
    pages: ['/admin/content/pages/new', 'Створити сторінку'],
    stores: ['/admin/content/stores/new', 'Створити магазин'],
  };
  const action = create[d.tab];
  return (
    <AdminPage
      title="Контент"
      actions={
        action ? (
          <Link to={action[0]} className="admin-button admin-button-primary">
            {action[1]}
          </Link>
        ) : null
      }
    >
      <nav className="admin-tabs" aria-label="Вкладки контенту">
        {tabs.map(([key, label]) => (
          <Link key={key} to={`?tab=${key}`} aria-current={d.tab === key ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      {d.tab === 'banners' ? (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Зображення</th>
              <th scope="col">Назва</th>
              <th scope="col">Місце</th>
              <th scope="col">Посилання</th>
              <th scope="col" className="admin-num">
                Порядок
              </th>
              <th scope="col">Період</th>
              <th scope="col">Стан</th>
            </tr>
          </thead>
          <tbody>
            {d.banners.map((b) => (
              <tr key={b.id}>
                <td>
                  <img className="admin-thumb" src={b.image} alt="" loading="lazy" />
                </td>
                <td>
                  <Link to={`/admin/content/banners/${b.id}`}>{b.titleUa}</Link>
                </td>
                <td>{b.place === 'top' ? 'Над шапкою' : 'Слайдер головної'}</td>
                <td>{b.link ?? '—'}</td>
                <td className="admin-num">{b.position}</td>
                <td>
                  <Period startsAt={b.startsAt} endsAt={b.endsAt} />
                </td>
                <td>
                  <StatusBadge kind="promotion" status={periodState(b, d.now)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {d.tab === 'tooltips' ? (
        d.tooltips.length ? (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Текст</th>
                <th scope="col">Посилання</th>
                <th scope="col">Період</th>
                <th scope="col">Стан</th>
              </tr>
            </thead>
            <tbody>
              {d.tooltips.map((t) => (
                <tr key={t.id}>
                  <td>
                    <Link to={`/admin/content/tooltips/${t.id}`}>{t.textUa}</Link>
                  </td>
                  <td>{t.link ?? '—'}</td>
                  <td>
                    <Period startsAt={t.startsAt} endsAt={t.endsAt} />
                  </td>
                  <td>
                    <StatusBadge kind="promotion" status={periodState(t, d.now)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="admin-empty">Підказок немає.</p>
        )
      ) : null}
      {d.tab === 'articles' ? (
        <>
          <FilterBar>
            <input type="hidden" name="tab" value="articles" />
            <label>
              Вид
              <select name="kind" defaultValue={params.get('kind') ?? ''}>
                <option value="">Усі</option>
                <option value="blog">Блог</option>
                <option value="news">Новини</option>
              </select>
            </label>
            <label>
              Стан
              <select name="state" defaultValue={params.get('state') ?? ''}>
                <option value="">Усі</option>
                {Object.entries(articleStates).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Пошук
              <input name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder="Назва" />
            </label>
          </FilterBar>
          {d.articles.rows.length ? (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Дата</th>
                  <th scope="col">Назва</th>
                  <th scope="col">Вид</th>
                  <th scope="col">Рубрика</th>
                  <th scope="col">Стан</th>
                </tr>
              </thead>
              <tbody>
                {d.articles.rows.map((a) => (
                  <tr key={a.id}>
                    <td>{a.state === 'draft' ? '—' : <DateTime value={a.publishedAt} />}</td>
                    <td>
                      <Link to={`/admin/content/articles/${a.id}`}>{a.titleUa}</Link>
                    </td>
                    <td>{a.kind === 'blog' ? 'Блог' : 'Новини'}</td>
                    <td>{a.category ?? '—'}</td>
                    <td>
                      <StatusBadge kind="article" status={a.state} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="admin-empty">Статей не знайдено.</p>
          )}
          <Pagination
            page={d.articles.page}
            pages={Math.max(1, Math.ceil(d.articles.total / d.articles.perPage))}
            perPage={d.articles.perPage}
            total={d.articles.total}
          />
        </>
      ) : null}
      {d.tab === 'pages' ? (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Адреса</th>
              <th scope="col">Назва</th>
              <th scope="col">Змінено</th>
            </tr>
          </thead>
          <tbody>
            {d.pages.map((p) => (
              <tr key={p.slug}>
                <td>
                  <code>/pages/{p.slug}</code>
                </td>
                <td>
                  <Link to={`/admin/content/pages/${p.slug}`}>{p.titleUa}</Link>
                </td>
                <td>
                  <DateTime value={p.updatedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {d.tab === 'stores' ? (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Місто</th>
              <th scope="col">Магазин</th>
              <th scope="col">Адреса</th>
              <th scope="col">Телефон</th>
              <th scope="col">Стан</th>
            </tr>
          </thead>
          <tbody>
            {d.stores.map((s) => (
              <tr key={s.id}>
                <td>{s.town}</td>
                <td>
                  <Link to={`/admin/content/stores/${s.id}`}>{s.titleUa}</Link>
                </td>
                <td>{s.addressUa}</td>
                <td>{s.phone}</td>
                <td>
                  <StatusBadge kind="store" status={s.isActive ? 'open' : 'closed'} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {d.tab === 'methods' ? (
        <div className="admin-methods">
          {(
            [
              ['delivery', 'Доставка', d.methods.delivery],
              ['payment', 'Оплата', d.methods.payment],
            ] as const
          ).map(([kind, title, rows]) => (
            <section key={kind} className="admin-section">
              <h2>{title}</h2>
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Код</th>
                    <th scope="col">Назва</th>
                    <th scope="col">Повідомлення</th>
                    <th scope="col">Стан</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((m) => (
                    <tr key={m.id}>
                      <td>
                        <code>{m.code}</code>
                        {'town' in m && m.town ? <small> · {m.town}</small> : null}
                      </td>
                      <td>
                        <Link to={`/admin/content/methods/${kind}/${m.id}`}>{m.titleUa}</Link>
                      </td>
                      <td>{m.messageUa || '—'}</td>
                      <td>
                        <StatusBadge kind="method" status={m.isActive ? 'on' : 'off'} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>
      ) : null}
    </AdminPage>
  );
}
