import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';

/** One store on a map: where it is and what its marker says. */
export type MapPoint = { id: number; title: string; address: string; lat: number; lng: number };

const tiles = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const attribution = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
// A drawn pin (no image files: Leaflet's default icon URLs do not survive bundling).
const pin =
  '<svg width="28" height="36" viewBox="0 0 28 36" aria-hidden="true"><path d="M14 35s12-12.5 12-21A12 12 0 0 0 2 14c0 8.5 12 21 12 21z" fill="#117568" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="4.5" fill="#fff"/></svg>';

/**
 * A Leaflet map with a marker per store (ADR 0062). Leaflet and its CSS load in the browser only,
 * when the map is first rendered; tiles come from OpenStreetMap. Without tiles (offline, blocked)
 * the markers still stand on a plain background and a note says so; the page lists the addresses
 * anyway. The map's box is in the server's HTML so nothing below it moves when Leaflet arrives (a
 * late box pushed the store list down under a shopper's finger); without JavaScript the box is
 * hidden by `@media (scripting: none)`.
 */
export function StoreMap({ points, className = '' }: { points: MapPoint[]; className?: string }) {
  const { t } = useI18n();
  const ref = useRef<HTMLElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  // The effect depends on the stores themselves, not on a new array each render.
  const key = points.map((p) => `${p.id}:${p.lat}:${p.lng}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `points`.
  useEffect(() => {
    const element = ref.current;
    if (!element || points.length === 0) return;
    let map: LeafletMap | undefined;
    let resize: ResizeObserver | undefined;
    let cancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([L]) => {
      if (cancelled) return;
      const leaflet = L.map(element, { scrollWheelZoom: false });
      map = leaflet;
      L.tileLayer(tiles, { maxZoom: 19, attribution })
        .on('tileerror', () => setTilesFailed(true))
        .addTo(leaflet);
      const icon = L.divIcon({
        className: 'store-pin',
        html: pin,
        iconSize: [28, 36],
        iconAnchor: [14, 35],
        popupAnchor: [0, -30],
      });
      for (const point of points) {
        const popup = document.createElement('div');
        const title = document.createElement('strong');
        title.textContent = point.title;
        popup.append(title, document.createElement('br'), point.address);
        L.marker([point.lat, point.lng], { icon, title: `${point.title}, ${point.address}`, alt: point.title })
          .bindPopup(popup)
          .addTo(leaflet);
      }
      const [first] = points;
      if (points.length === 1 && first) leaflet.setView([first.lat, first.lng], 15);
      else leaflet.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [32, 32], maxZoom: 15 });
      // A map created inside a dialog that is still opening has no size yet.
      resize = new ResizeObserver(() => leaflet.invalidateSize());
      resize.observe(element);
    });
    return () => {
      cancelled = true;
      resize?.disconnect();
      map?.remove();
    };
  }, [key]);
  if (points.length === 0) return null;
  return (
    <div className={`store-map-wrap ${className}`}>
      <section ref={ref} className="store-map" aria-label={t('maps.label')} />
      {tilesFailed ? <p className="store-map-note">{t('maps.tilesFailed')}</p> : null}
    </div>
  );
}
