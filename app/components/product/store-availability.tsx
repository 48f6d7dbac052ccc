import type { GoodStock } from '#core/catalog';
import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
import { routeHref, StoreHours } from '../stores/store-hours';
import { StoreMap } from '../stores/store-map';
import { Dialog } from '../ui/dialog';
import { LocalizedLink } from '../ui/localized-link';
import { useHydrated } from '../ui/use-hydrated';

/** The stores holding a good: town, address, quantity, phone, hours, a route (SPEC §2 product page). */
export function StockList({ stock }: { stock: GoodStock[] }) {
  const { t } = useI18n();
  return (
    <ul className="stock-list">
      {stock.map((s) => (
        <li key={s.storeId} className="stock-store">
          <p>
            <strong>{s.town}</strong>, <LocalizedLink to={paths.shop(s.townSlug, s.slug)}>{s.address}</LocalizedLink>
            {' — '}
            <span className="in-stock">{t('good.pieces', { count: s.quantity })}</span>
          </p>
          <p className="stock-store-links">
            <a href={`tel:${s.phone.replace(/[^\d+]/g, '')}`}>{s.phone}</a>
            <a href={routeHref(s.lat, s.lng)} target="_blank" rel="noopener noreferrer">
              {t('shops.route')}
            </a>
          </p>
          <details>
            <summary>{t('maps.hours')}</summary>
            <StoreHours hours={s.hours} />
          </details>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Наявність у магазинах" next to the price: without JavaScript an anchor to the list further down
 * the page; with it, a button opening the availability dialog (SPEC §2 dialogs). The dialog is
 * rendered apart (`AvailabilityDialog`): a `<dialog>` inside the `<p>` would be torn out by the
 * HTML parser and break hydration.
 */
export function AvailabilityLink({ onOpen }: { onOpen: () => void }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  return hydrated ? (
    <button type="button" className="link-button availability-open" aria-haspopup="dialog" onClick={onOpen}>
      {t('good.stock')}
    </button>
  ) : (
    <a href="#stock">{t('good.stock')}</a>
  );
}

/** The availability dialog: the map (loaded on opening) and the list of stores. */
export function AvailabilityDialog({
  stock,
  open,
  onClose,
}: {
  stock: GoodStock[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onClose={onClose} title={t('maps.dialog')} className="availability-dialog">
      {open ? (
        <>
          <StoreMap
            points={stock.map((s) => ({
              id: s.storeId,
              title: `${s.town}, ${s.title}`,
              address: s.address,
              lat: s.lat,
              lng: s.lng,
            }))}
          />
          <StockList stock={stock} />
        </>
      ) : null}
    </Dialog>
  );
}
