import { Link, useNavigation, useSearchParams } from 'react-router';
import { formatPhone } from '#core/accounts';
import { listReviewQueue, type QueuedReview, reviewQueueFilter } from '#core/reviews';
import { ActionResult, AdminForm, ConfirmButton } from '../../components/admin-form';
import { AdminPage } from '../../components/admin-page';
import { FilterBar, Pagination } from '../../components/table';
import { DateTime, StatusBadge } from '../../components/values';
import { adminAction, adminLoader, formFields } from '../../lib/guard.server';
import { adminTitle } from '../../lib/nav';
import css from '../../styles/reviews.css?url';
import type { Route } from './+types/index';
import { reviewAction } from './reviews.server';

export { AdminErrorBoundary as ErrorBoundary } from '../../components/error-boundary';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export const meta: Route.MetaFunction = () => adminTitle('Відгуки');

export async function loader(args: Route.LoaderArgs) {
  return adminLoader(args, 'reviews', async ({ ctx, staff }) => {
    const params = new URL(args.request.url).searchParams;
    const filter = reviewQueueFilter.parse({
      status: params.get('status') ?? undefined,
      rating: params.get('rating') ?? undefined,
      goodId: params.get('goodId') ?? undefined,
      good: params.get('good') ?? undefined,
      page: params.get('page') ?? undefined,
      perPage: params.get('perPage') ?? undefined,
    });
    const queue = await listReviewQueue(ctx, staff, filter);
    // The mask is put on here: the page's browser code needs nothing of core.
    const items = queue.items.map((r) => ({ ...r, userPhone: r.userPhone ? formatPhone(r.userPhone) : null }));
    return { ...queue, items };
  });
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, 'reviews', (session, form) => reviewAction(session, formFields(form)));
}

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);
const productPath = (good: QueuedReview['good']) => `/${good.slug}/p${good.id}`;

function Photos({ review }: { review: QueuedReview }) {
  if (!review.photos.length) return null;
  return (
    <ul className="review-photos" aria-label="Фото">
      {review.photos.map((photo, i) => (
        <li key={photo.id}>
          <a href={`#photo-${photo.id}`} aria-label={`Фото ${i + 1}: відкрити більшим`}>
            <img src={`/admin/reviews/photo/${photo.id}?thumb=1`} alt={`Фото ${i + 1} до відгуку №${review.id}`} />
          </a>
          {/* A lightbox by :target — opens without JS; the full photo loads only when opened. */}
          <div className="review-lightbox" id={`photo-${photo.id}`}>
            <a href="#queue" className="review-lightbox-close" aria-label="Закрити">
              <img
                src={`/admin/reviews/photo/${photo.id}`}
                alt={`Фото ${i + 1} до відгуку №${review.id}`}
                loading="lazy"
              />
            </a>
            <a href={`/admin/reviews/photo/${photo.id}`} target="_blank" rel="noreferrer">
              Відкрити окремо ↗
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Actions({ review, busy }: { review: QueuedReview; busy: boolean }) {
  return (
    <div className="review-actions">
      <AdminForm method="post" preventScrollReset className="review-reply-form">
        <input type="hidden" name="id" value={review.id} />
        <label>
          Відповідь магазину
          <textarea name="reply" defaultValue={review.reply ?? ''} rows={3} maxLength={2000} />
        </label>
        <div className="review-buttons">
          {review.status !== 'published' ? (
            <button
              type="submit"
              name="intent"
              value="publish"
              className="admin-button admin-button-primary"
              disabled={busy}
            >
              Опублікувати
            </button>
          ) : null}
          <button type="submit" name="intent" value="reply" className="admin-button" disabled={busy}>
            {review.reply ? 'Зберегти відповідь' : 'Відповісти'}
          </button>
        </div>
      </AdminForm>
      {review.status !== 'rejected' ? (
        <AdminForm method="post" preventScrollReset className="review-reject-form">
          <input type="hidden" name="id" value={review.id} />
          <label>
            Причина відхилення
            <input name="reason" maxLength={500} required placeholder="напр. не про товар" />
          </label>
          <ConfirmButton name="intent" value="reject" question={`Відхилити відгук №${review.id}?`} disabled={busy}>
            Відхилити
          </ConfirmButton>
        </AdminForm>
      ) : null}
    </div>
  );
}

function ReviewRow({ review, busy }: { review: QueuedReview; busy: boolean }) {
  return (
    <tr id={`review-${review.id}`} className={review.status === 'pending' ? 'review-pending' : undefined}>
      <td className="review-good">
        <a href={productPath(review.good)} target="_blank" rel="noreferrer">
          {review.good.title}
        </a>
        <small>
          код {review.good.extId} · <Link to={`?goodId=${review.good.id}`}>усі відгуки товару</Link>
        </small>
      </td>
      <td className="review-author">
        <strong>{review.authorName}</strong>
        {review.email ? <small>{review.email}</small> : null}
        {review.userPhone ? <small>{review.userPhone}</small> : null}
        {review.notifyOnReply ? (
          <small className="review-notify">
            {review.replyNotifiedAt ? 'сповіщено про відповідь' : 'просить сповістити про відповідь'}
          </small>
        ) : null}
        <small>
          <DateTime value={review.createdAt} />
        </small>
      </td>
      <td className="review-rating" title={`${review.rating} з 5`}>
        <span aria-hidden="true">{stars(review.rating)}</span>
        <span className="visually-hidden">Оцінка {review.rating} з 5</span>
      </td>
      <td className="review-text">
        <p>{review.text}</p>
        {review.advantages ? (
          <p>
            <b>Переваги:</b> {review.advantages}
          </p>
        ) : null}
        {review.disadvantages ? (
          <p>
            <b>Недоліки:</b> {review.disadvantages}
          </p>
        ) : null}
        <Photos review={review} />
        {review.reply && review.status === 'published' ? (
          <p className="review-shop-reply">
            <b>Відповідь магазину:</b> {review.reply}
          </p>
        ) : null}
      </td>
      <td className="review-state">
        <StatusBadge kind="review" status={review.status} />
        {review.moderatedAt ? (
          <small>
            <DateTime value={review.moderatedAt} />
            {review.moderatedBy ? ` · ${review.moderatedBy}` : ''}
          </small>
        ) : null}
        {review.status === 'rejected' && review.rejectReason ? (
          <small className="review-reason">Причина: {review.rejectReason}</small>
        ) : null}
      </td>
      <td>
        <Actions review={review} busy={busy} />
      </td>
    </tr>
  );
}

/** `/admin/reviews` (moderator): the queue — pending first — with publish, reject and reply (§3). */
export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { items, total, page, perPage, pending } = loaderData;
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  const goodId = params.get('goodId');
  return (
    <AdminPage title="Відгуки" actions={<span className="review-pending-count">На модерації: {pending}</span>}>
      <FilterBar>
        <label>
          Стан
          <select name="status" defaultValue={params.get('status') ?? ''}>
            <option value="">усі (спершу на модерації)</option>
            <option value="pending">на модерації</option>
            <option value="published">опубліковані</option>
            <option value="rejected">відхилені</option>
          </select>
        </label>
        <label>
          Оцінка
          <select name="rating" defaultValue={params.get('rating') ?? ''}>
            <option value="">будь-яка</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          Товар
          <input name="good" defaultValue={params.get('good') ?? ''} placeholder="код або назва" size={24} />
        </label>
        {goodId ? <input type="hidden" name="goodId" value={goodId} /> : null}
      </FilterBar>
      {goodId ? (
        <p className="review-filter-note">
          Відгуки одного товару (№{goodId}). <Link to="/admin/reviews">Усі відгуки</Link>
        </p>
      ) : null}
      <ActionResult data={actionData} />
      {items.length === 0 ? (
        <p className="admin-empty">Відгуків за цим фільтром немає.</p>
      ) : (
        <table className="admin-table review-queue" id="queue">
          <thead>
            <tr>
              <th scope="col">Товар</th>
              <th scope="col">Автор</th>
              <th scope="col">Оцінка</th>
              <th scope="col">Відгук</th>
              <th scope="col">Стан</th>
              <th scope="col">Дії</th>
            </tr>
          </thead>
          <tbody>
            {items.map((review) => (
              <ReviewRow key={review.id} review={review} busy={busy} />
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={page} pages={Math.max(1, Math.ceil(total / perPage))} perPage={perPage} total={total} />
    </AdminPage>
  );
}
