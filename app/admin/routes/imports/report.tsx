import { Link } from 'react-router';
import type { ExchangeReport } from '#core/exchange1c';
import type { ImportReport } from '#core/imports';
import { AdminForm, ConfirmButton } from '../../components/admin-form';
import { cellText, columnNames, issueText } from './texts';

/**
 * An import job's report as its page shows it (ADR 0094; 1C's notes, ADR 0102 / 0118):
 * the counts, what changes, the rows' problems and what the exchange did beyond rows.
 */
export function Counts({ counts, label }: { counts: ImportReport['counts']; label: string }) {
  const tiles = [
    ['Рядків', counts.rows],
    ['Нових', counts.new],
    ['Змінених', counts.changed],
    ['Без змін', counts.unchanged],
    ['З помилками', counts.errors],
  ] as const;
  return (
    <dl className="imports-counts" aria-label={label}>
      {tiles.map(([name, value]) => (
        <div key={name} className={name === 'З помилками' && value > 0 ? 'imports-count-bad' : undefined}>
          <dt>{name}</dt>
          <dd>{value.toLocaleString('uk-UA')}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Changes({ report, applied, exchange }: { report: ImportReport; applied: boolean; exchange: boolean }) {
  if (!report.changes.length) return null;
  const values = (cells: Record<string, unknown> | null, columns: string[]) =>
    columns.map((c) => `${columnNames[c] ?? c}: ${cellText(c, (cells?.[c] ?? null) as never)}`).join('; ');
  return (
    <section aria-labelledby="changes-title">
      <h2 id="changes-title">
        {applied ? 'Що змінилося' : 'Що зміниться'}
        {report.changes.length < report.counts.new + report.counts.changed ? ` (перші ${report.changes.length})` : ''}
      </h2>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Рядок</th>
            {/* 1C's rows are keyed by its Ид, not by the code shown to people (ADR 0118 item 4). */}
            <th scope="col">{exchange ? 'Ид у 1С' : 'Код'}</th>
            <th scope="col">Було</th>
            <th scope="col">Стане</th>
          </tr>
        </thead>
        <tbody>
          {report.changes.map((change) => {
            const columns = Object.keys(change.after);
            return (
              <tr key={`${change.line}-${change.key}`}>
                <td className="admin-num">{change.line}</td>
                <td className={exchange ? 'admin-exchange-id' : undefined}>{change.key}</td>
                <td>{change.outcome === 'new' ? <em>новий товар</em> : values(change.before, columns)}</td>
                <td>{values(change.after, columns)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export function Issues({ report }: { report: ImportReport }) {
  if (!report.issues.length) return null;
  return (
    <section aria-labelledby="issues-title">
      <h2 id="issues-title">
        Помилки{report.issues.length < report.counts.errors ? ` (перші ${report.issues.length})` : ''}
      </h2>
      <table className="admin-table imports-issues">
        <thead>
          <tr>
            <th scope="col">Рядок</th>
            <th scope="col">Стовпець</th>
            <th scope="col">Що не так</th>
          </tr>
        </thead>
        <tbody>
          {report.issues.map((issue, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several issues of one column
            <tr key={index}>
              <td className="admin-num">{issue.line}</td>
              <td>{columnNames[issue.column ?? ''] ?? issue.column ?? ''}</td>
              <td>{issueText(issue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const howChosen = { setting: 'за налаштуванням EXCHANGE_1C_PRICE_TYPE', name: 'за назвою' } as const;

/**
 * What a 1C exchange did beyond rows (ADR 0118): goods it hid (with "Повернути"), the price
 * type it read (or why no price was imported), stock without a warehouse, unmapped warehouses,
 * reservations 1C's free rests already leave out (ADR 0120).
 */
export function ExchangeNotes({ report }: { report: ExchangeReport }) {
  const notes: React.ReactNode[] = [];
  const hidden = report.hidden ?? 0;
  if (report.priceType && 'declared' in report.priceType)
    notes.push(
      <div key="price" className="admin-result admin-result-error" role="alert">
        Ціни не імпортовано: незрозуміло, який тип цін роздрібний
        {report.priceType.declared.length ? ` (у файлах обміну: ${report.priceType.declared.join(', ')})` : ''}. Оптові
        чи собівартість магазин не публікує — вкажіть роздрібний тип у EXCHANGE_1C_PRICE_TYPE.
      </div>,
    );
  else if (report.priceType && 'name' in report.priceType)
    notes.push(
      <p key="price" className="admin-hint">
        Роздрібні ціни — тип «{report.priceType.name}» ({howChosen[report.priceType.how]}).
      </p>,
    );
  if (report.totalStock)
    notes.push(
      <p key="total" className="admin-hint">
        {report.totalStock.store
          ? `Залишки без складу (${report.totalStock.offers.toLocaleString('uk-UA')}) записано в магазин «${report.totalStock.store}».`
          : `Залишки без складу (${report.totalStock.offers.toLocaleString('uk-UA')}) пропущено: вкажіть магазин у EXCHANGE_1C_STOCK_STORE.`}
      </p>,
    );
  if (report.unmappedWarehouses?.length)
    notes.push(
      <p key="unmapped" className="admin-hint">
        Залишки складів без магазину пропущено ({report.unmappedStock ?? 0}): {report.unmappedWarehouses.join(', ')}.{' '}
        <Link to="/admin/imports/1c">Зіставити склади</Link>
      </p>,
    );
  if (report.reservationsInRests)
    notes.push(
      <p key="in-rests" className="admin-hint">
        Резервів замовлень, які 1С уже врахувала у вільних залишках:{' '}
        {report.reservationsInRests.toLocaleString('uk-UA')} — сайт не віднімає їх удруге (EXCHANGE_1C_RESTS=free).
      </p>,
    );
  if (report.waiting)
    notes.push(
      <p key="waiting" className="admin-hint">
        Пропозицій, що чекають на свої товари: {report.waiting.toLocaleString('uk-UA')} — їх застосовано, щойно товари
        надійдуть у цьому обміні; ті, чиїх товарів так і не буде, відхилено в кінці обміну.
      </p>,
    );
  if (report.afterWaiting)
    notes.push(
      <p key="after" className="admin-hint">
        Пропозиції, що чекали на свої товари в цьому обміні.
      </p>,
    );
  if (report.hideSkipped)
    notes.push(
      <p key="skip" className="admin-hint">
        Повний файл без жодного товару: нічого не приховано.
      </p>,
    );
  if (hidden > 0)
    notes.push(
      <div key="hidden" className="imports-hidden">
        <p>
          <strong>Приховано {hidden.toLocaleString('uk-UA')}</strong> — товари обміну, яких повне вивантаження 1С не
          містило.
          {report.restored
            ? ` Повернуто в продаж: ${report.restored.count.toLocaleString('uk-UA')} (${report.restored.by}).`
            : ''}
        </p>
        {!report.restored && report.hiddenIds?.length ? (
          <AdminForm method="post">
            <ConfirmButton
              name="intent"
              value="restore"
              className="admin-button"
              question={`Повернути в продаж приховані товари (${report.hiddenIds.length})?`}
            >
              Повернути приховані
            </ConfirmButton>
          </AdminForm>
        ) : null}
      </div>,
    );
  if (!notes.length) return null;
  return (
    <section aria-labelledby="exchange-title">
      <h2 id="exchange-title">Обмін з 1С</h2>
      {notes}
    </section>
  );
}

/** `/admin/imports/:id`: the dry run's report, "Застосувати", progress while applying. */
