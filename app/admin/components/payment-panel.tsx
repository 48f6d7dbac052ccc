import { AdminForm, ConfirmButton } from './admin-form';
import { DateTime, Money, StatusBadge } from './values';

type Attempt = {
  id: number;
  provider: string;
  providerLabel: string;
  amount: number;
  refundedAmount: number;
  status: string;
  providerId: string | null;
  failureReason: string | null;
  createdAt: Date | string;
  paidAt: Date | string | null;
  byStaff: boolean;
  canRefund: boolean;
  /** What the refund form proposes: the part of a sum due back, else all that is left. */
  proposedRefund: number;
  events: { source: string; verified: boolean; outcome: string; status: string | null; at: Date | string }[];
};

export type PaymentPanelData = {
  state: string;
  balance: { received: number; held: number; shortfall: number; toRefund: number; owed: number };
  total: number;
  cancelled: boolean;
  dueAt: Date | string | null;
  invoiceUrl: string | null;
  company: string;
  edrpou: string;
  canMarkPaid: boolean;
  /** The carrier's cash on delivery may be recorded by hand. */
  canRecordCod: boolean;
  attempts: Attempt[];
};

const sources: Record<string, string> = {
  callback: 'callback провайдера',
  poll: 'запит стану',
  refund: 'повернення',
  staff: 'менеджер',
  reconciler: 'звірка',
};

/**
 * The order page's "Оплата" panel (ADR 0100): the payment state, an invoice's company
 * and due date with its printable copy, every attempt with its events folded, and — for the
 * manager and admin roles — "Позначити оплаченим" (a note required) and "Повернути кошти".
 */
export function PaymentPanel({ orderId, payment }: { orderId: number; payment: PaymentPanelData }) {
  return (
    <section className="admin-section" aria-label="Оплата">
      <h2>
        Оплата <StatusBadge kind="payment" status={payment.state} />
      </h2>
      <BalanceNotice payment={payment} />
      {payment.invoiceUrl ? (
        <p>
          Рахунок на <b>{payment.company || '—'}</b>, ЄДРПОУ {payment.edrpou || '—'}
          {payment.dueAt ? (
            <>
              {' '}
              · сплатити до <DateTime value={payment.dueAt} />
            </>
          ) : null}{' '}
          ·{' '}
          <a href={payment.invoiceUrl} target="_blank" rel="noreferrer">
            Рахунок для друку
          </a>
        </p>
      ) : null}
      {payment.attempts.length === 0 ? <p className="admin-empty">Спроб оплати немає.</p> : null}
      {payment.attempts.map((a) => (
        <div key={a.id} className="payment-attempt">
          <p>
            <b>{a.providerLabel}</b> · <Money kop={a.amount} /> <StatusBadge kind="attempt" status={a.status} />
            {a.refundedAmount ? (
              <>
                {' '}
                · повернуто <Money kop={a.refundedAmount} />
              </>
            ) : null}
            {a.providerId ? <small className="orders-sub">ID провайдера: {a.providerId}</small> : null}
            <small className="orders-sub">
              Створено <DateTime value={a.createdAt} />
              {a.paidAt ? (
                <>
                  , оплачено <DateTime value={a.paidAt} />
                </>
              ) : null}
              {a.byStaff ? ', менеджером' : ''}
              {a.failureReason ? `. Причина: ${a.failureReason}` : ''}
            </small>
          </p>
          {a.events.length ? (
            <details>
              <summary>Події ({a.events.length})</summary>
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">Час</th>
                    <th scope="col">Джерело</th>
                    <th scope="col">Перевірено</th>
                    <th scope="col">Результат</th>
                  </tr>
                </thead>
                <tbody>
                  {a.events.map((e, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: events have no id on the page and never reorder
                    <tr key={i}>
                      <td>
                        <DateTime value={e.at} />
                      </td>
                      <td>{sources[e.source] ?? e.source}</td>
                      <td>{e.verified ? 'так' : 'ні'}</td>
                      <td>
                        {e.outcome}
                        {e.status ? ` (${e.status})` : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          ) : null}
          {a.canRefund ? (
            <AdminForm method="post" className="order-moves">
              <input type="hidden" name="intent" value="refund" />
              <input type="hidden" name="payment" value={a.id} />
              <label>
                Сума повернення, грн
                <input
                  name="amount"
                  inputMode="decimal"
                  required
                  size={10}
                  defaultValue={(a.proposedRefund / 100).toFixed(2)}
                />
              </label>
              <label>
                Коментар (необов'язково)
                <input name="note" maxLength={500} />
              </label>
              <ConfirmButton question={`Повернути кошти за оплатою №${a.id} замовлення №${orderId}?`}>
                Повернути кошти
              </ConfirmButton>
            </AdminForm>
          ) : null}
        </div>
      ))}
      {payment.canRecordCod ? (
        <AdminForm method="post" className="order-moves" data-testid="cod-received">
          <input type="hidden" name="intent" value="cod_received" />
          <label>
            Коментар (необов'язково: № грошового переказу, дата)
            <input name="note" maxLength={500} />
          </label>
          <ConfirmButton
            className="admin-button admin-button-primary"
            question={`Перевізник отримав післяплату ${uah(payment.total)} грн за замовлення №${orderId}?`}
          >
            Післяплату отримано
          </ConfirmButton>
          <small className="admin-hint">
            Зазвичай це записує відстеження ТТН; фіскальний чек на суму створить сайт (ПРРО магазину).
          </small>
        </AdminForm>
      ) : null}
      {payment.canMarkPaid ? (
        <AdminForm method="post" className="order-moves">
          <input type="hidden" name="intent" value="mark_paid" />
          <label>
            Підстава (№ платіжного доручення, дата; обов'язково)
            <input name="note" required maxLength={500} />
          </label>
          <ConfirmButton
            className="admin-button admin-button-primary"
            question={
              payment.state === 'underpaid'
                ? `Доплату ${uah(payment.balance.shortfall)} грн за замовлення №${orderId} отримано?`
                : `Позначити замовлення №${orderId} оплаченим?`
            }
          >
            {payment.state === 'underpaid' ? 'Позначити доплату отриманою' : 'Позначити оплаченим'}
          </ConfirmButton>
        </AdminForm>
      ) : null}
    </section>
  );
}

const uah = (kop: number) => (kop / 100).toFixed(2);

/**
 * Money that does not match the order, said so a manager can act (ADR 0108): a shortfall
 * (collect the difference and mark it, or refund and cancel), or a sum due back — all of a
 * cancelled order's money, or what came in over the total — with the refund form below.
 */
function BalanceNotice({ payment }: { payment: PaymentPanelData }) {
  const { balance } = payment;
  if (payment.state === 'underpaid')
    return (
      <p className="payment-alert" role="alert" data-payment-alert="underpaid">
        <b>
          Недоплата <Money kop={balance.shortfall} />
        </b>
        : отримано <Money kop={balance.received} /> із <Money kop={payment.total} /> (оплата за попередньою сумою
        замовлення). Отримайте доплату й позначте її нижче — або поверніть кошти й скасуйте замовлення.
      </p>
    );
  if (payment.state !== 'refund_due') return null;
  return (
    <p className="payment-alert" role="alert" data-payment-alert="refund_due">
      <b>
        Повернути покупцю <Money kop={balance.toRefund} />
      </b>
      {payment.cancelled ? (
        <>
          : замовлення скасоване, а оплата <Money kop={balance.held} /> надійшла.
        </>
      ) : (
        <>
          : отримано <Money kop={balance.held} />, а замовлення коштує <Money kop={balance.owed} /> (переплата).
        </>
      )}{' '}
      Фіскальний чек продажу видано при оплаті; повернення через «Повернути кошти» видасть чек повернення.
    </p>
  );
}
