import type { WeekHours } from '#db/schema';
import { useI18n } from '../../i18n/use-i18n';

const weekdays = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** A store's week, Monday first; a day without hours is "closed". */
export function StoreHours({ hours }: { hours: WeekHours }) {
  const { t } = useI18n();
  return (
    <dl className="hours">
      {weekdays.map((day) => {
        const open = hours[day];
        return (
          <div key={day}>
            <dt>{t(`weekday.${day}`)}</dt>
            <dd>{open ? `${open[0]}–${open[1]}` : t('hours.closed')}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A route to the store in OpenStreetMap (opens in a new tab; needs no script or tiles here). */
export const routeHref = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/directions?to=${lat}%2C${lng}#map=16/${lat}/${lng}`;
