import { AdminForm } from './admin-form';
import { Money } from './values';

export type PackingParcelView = {
  no: number;
  items: { goodId: number; title: string; quantity: number }[];
  weightG: number;
  /** Sides, cm, longest first. */
  sides: [number, number, number];
  declaredValue: number;
};

export type WaybillPanelData = {
  carrierTitle: string;
  canCreate: boolean;
  /** The order is not packed yet (new or confirmed): the waybill comes later. */
  isEarly: boolean;
  /** Every waybill of the order (several parcels may need several). */
  shipments: { number: string; state: string; status: string | null; demo: boolean; parcels: number[] | null }[];
  /** The parcels the order ships as (ADR 0117); null when it does not pack. */
  packing: {
    source: 'saved' | 'proposed';
    parcels: PackingParcelView[];
    /** The order's goods, for the re-pack grid. */
    goods: { goodId: number; title: string; quantity: number }[];
    /** Open while confirmed or packed and no waybill is made. */
    editable: boolean;
  } | null;
  /** Why the goods cannot be packed (a piece beyond the limits), in Ukrainian. */
  packingProblem: string | null;
  /** Open waybills can be asked about now. */
  canTrack: boolean;
};

const states: Record<string, string> = {
  created: 'Створено',
  in_transit: 'У дорозі',
  arrived: 'Прибула у відділення',
  delivered: 'Отримано',
  returned: 'Повернення',
  unknown: 'Невідомо',
};

const kg = (g: number) => `${(g / 1000).toFixed(1).replace('.', ',')} кг`;

/**
 * The order page's "ТТН" panel (ADR 0105; parcels ADR 0117): the parcels the
 * order ships as — each one's goods, weight, sizes and declared value within SPEC §9's per-parcel
 * limits —, a grid to move goods between parcels or into a new one before the waybills, then
 * "Створити ТТН" for all of them — plain form posts, so they work without JavaScript. Made
 * waybills show their numbers and last tracked status; "Оновити статуси ТТН" asks the carrier now.
 */
export function WaybillPanel({ waybill }: { waybill: WaybillPanelData }) {
  const { packing } = waybill;
  return (
    <section className="admin-section waybill-panel" aria-label="ТТН">
      <h2>ТТН · {waybill.carrierTitle}</h2>
      {waybill.shipments.length ? (
        <ul className="waybill-list">
          {waybill.shipments.map((s) => (
            <li key={s.number} data-testid="waybill">
              <span className="waybill-number">{s.number}</span> — {s.status ?? states[s.state] ?? s.state}
              {s.parcels?.length ? (
                <small className="orders-sub">
                  {s.parcels.length > 1 ? 'Посилки' : 'Посилка'} {s.parcels.join(', ')}
                </small>
              ) : null}
              {s.demo ? <small className="orders-sub">Демо-перевізник: накладна не справжня.</small> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {packing ? <Parcels packing={packing} /> : null}
      {waybill.packingProblem ? <p className="admin-result admin-result-error">{waybill.packingProblem}</p> : null}
      {waybill.canCreate ? (
        <AdminForm method="post" className="waybill-create">
          <input type="hidden" name="intent" value="waybill" />
          <button type="submit" className="admin-button admin-button-primary">
            Створити ТТН
          </button>
          <small className="admin-hint">
            {packing && packing.parcels.length > 1
              ? `Перевізник створить накладні на всі ${packing.parcels.length} посилки; `
              : 'Перевізник створить накладну; '}
            замовлення стане «Відправлене», покупець отримає SMS з номером.
          </small>
        </AdminForm>
      ) : waybill.shipments.length ? null : waybill.isEarly ? (
        <p className="admin-hint">ТТН створюють, коли замовлення зібране.</p>
      ) : (
        <p className="admin-hint">ТТН для цього замовлення в системі не створювали.</p>
      )}
      {waybill.canTrack ? (
        <AdminForm method="post" className="waybill-track">
          <input type="hidden" name="intent" value="track" />
          <button type="submit" className="admin-button">
            Оновити статуси ТТН
          </button>
        </AdminForm>
      ) : null}
    </section>
  );
}

function Parcels({ packing }: { packing: NonNullable<WaybillPanelData['packing']> }) {
  const columns = packing.editable ? [...packing.parcels.map((p) => p.no), packing.parcels.length + 1] : [];
  const inParcel = (no: number, goodId: number) =>
    packing.parcels.find((p) => p.no === no)?.items.find((i) => i.goodId === goodId)?.quantity ?? 0;
  return (
    <div className="packing" data-testid="packing">
      <h3>
        {packing.parcels.length > 1 ? `Посилок: ${packing.parcels.length}` : 'Одна посилка'}
        <small className="orders-sub">
          {packing.source === 'saved' ? 'Перепаковано вручну.' : 'Запропоновано за лімітами перевізника.'} Ліміти однієї
          посилки: 40×60×30 см (довга — до 120 см), 20 кг, 6 000 грн.
        </small>
      </h3>
      <ol className="packing-parcels">
        {packing.parcels.map((p) => (
          <li key={p.no} data-testid="parcel">
            <strong>Посилка {p.no}</strong>
            <span>{p.items.map((i) => `${i.title} × ${i.quantity}`).join('; ')}</span>
            <span className="packing-facts">
              {kg(p.weightG)} · {p.sides.join('×')} см · <Money kop={p.declaredValue} />
            </span>
          </li>
        ))}
      </ol>
      {packing.editable ? (
        <AdminForm method="post" className="packing-form">
          <input type="hidden" name="intent" value="packing" />
          <div className="packing-grid-wrap">
            <table className="admin-table packing-grid">
              <caption>Перепакувати: скільки кожного товару в якій посилці</caption>
              <thead>
                <tr>
                  <th scope="col">Товар</th>
                  {columns.map((no) => (
                    <th scope="col" key={no}>
                      {no > packing.parcels.length ? `Нова ${no}` : `Посилка ${no}`}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {packing.goods.map((g) => (
                  <tr key={g.goodId}>
                    <th scope="row">
                      {g.title} <small className="orders-sub">усього {g.quantity}</small>
                    </th>
                    {columns.map((no) => (
                      <td key={no}>
                        <input
                          type="number"
                          min={0}
                          max={g.quantity}
                          inputMode="numeric"
                          name={`p${no}_${g.goodId}`}
                          defaultValue={inParcel(no, g.goodId)}
                          aria-label={`${g.title}: у посилці ${no}`}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="submit" className="admin-button">
            Зберегти пакування
          </button>
        </AdminForm>
      ) : null}
    </div>
  );
}
