import { AdminForm } from './admin-form';

export type WaybillPanelData = {
  carrierTitle: string;
  canCreate: boolean;
  /** The order is not packed yet (new or confirmed): the waybill comes later. */
  isEarly: boolean;
  shipment: { number: string; state: string; status: string | null; demo: boolean } | null;
};

const states: Record<string, string> = {
  created: 'Створено',
  in_transit: 'У дорозі',
  arrived: 'Прибула у відділення',
  delivered: 'Отримано',
  returned: 'Повернення',
  unknown: 'Невідомо',
};

/**
 * The order page's "ТТН" panel (issue 21, ADR 0105): the carrier's waybill number and its last
 * tracked status; for a packed order without one, "Створити ТТН" — a plain form post, so it works
 * without JavaScript (the order then ships and the shopper gets the number in the SMS). A demo
 * carrier's waybill says so.
 */
export function WaybillPanel({ waybill }: { waybill: WaybillPanelData }) {
  const s = waybill.shipment;
  return (
    <section className="admin-section waybill-panel" aria-label="ТТН">
      <h2>ТТН · {waybill.carrierTitle}</h2>
      {s ? (
        <p data-testid="waybill">
          <span className="waybill-number">{s.number}</span> — {s.status ?? states[s.state] ?? s.state}
          {s.demo ? <small className="orders-sub">Демо-перевізник: накладна не справжня.</small> : null}
        </p>
      ) : waybill.canCreate ? (
        <AdminForm method="post">
          <input type="hidden" name="intent" value="waybill" />
          <button type="submit" className="admin-button admin-button-primary">
            Створити ТТН
          </button>
          <small className="admin-hint">
            Перевізник створить накладну; замовлення стане «Відправлене», покупець отримає SMS з номером.
          </small>
        </AdminForm>
      ) : waybill.isEarly ? (
        <p className="admin-hint">ТТН створюють, коли замовлення зібране.</p>
      ) : (
        <p className="admin-hint">ТТН для цього замовлення в системі не створювали.</p>
      )}
    </section>
  );
}
