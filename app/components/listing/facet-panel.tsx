import { useState } from 'react';
import { Form } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import type { FacetOption, ListingView, RangeFacet } from '../../listing.server';
import { LocalizedLink } from '../ui/localized-link';
import { useHydrated } from '../ui/use-hydrated';

const shownBrands = 8;

/**
 * The facets of a listing (SPEC §2 filters; ADR 0058): every option is a real link to the
 * canonical URL of the selection it leads to (works without JavaScript; with it the router
 * navigates client-side and keeps the scroll); ranges are GET forms the loader turns into the
 * canonical URL. Zero-count options that are not selected are shown but not linked.
 */
export function FacetPanel({ view, action }: { view: ListingView; action: string }) {
  const { t } = useI18n();
  const { facets } = view;
  return (
    <div className="facet-groups">
      <RangeForm facet={facets.price} action={action} view={view} step="1" />
      <section className="facet" aria-labelledby="facet-available">
        <h3 id="facet-available">{t('filters.availability')}</h3>
        <ul>
          <FacetLink option={facets.available} />
        </ul>
      </section>
      {facets.brands.length ? <BrandFacet brands={facets.brands} /> : null}
      {facets.options.map((facet) => (
        <section key={facet.code} className="facet" aria-labelledby={`facet-${facet.code}`}>
          <h3 id={`facet-${facet.code}`}>{facet.title}</h3>
          <ul>
            {facet.options.map((option) => (
              <FacetLink key={option.slug} option={option} />
            ))}
          </ul>
        </section>
      ))}
      {facets.ranges.map((facet) =>
        facet.min !== null || facet.selected ? (
          <RangeForm key={facet.code} facet={facet} action={action} view={view} step="any" />
        ) : null,
      )}
    </div>
  );
}

function FacetLink({ option }: { option: FacetOption }) {
  const body = (
    <>
      <span className="facet-box" aria-hidden="true" />
      <span className="facet-label">{option.label}</span>
      <span className="facet-count">{option.count}</span>
    </>
  );
  return (
    <li>
      {option.count === 0 && !option.selected ? (
        <span className="facet-option is-empty">{body}</span>
      ) : (
        <LocalizedLink
          to={option.href}
          className={option.selected ? 'facet-option is-selected' : 'facet-option'}
          aria-current={option.selected ? 'true' : undefined}
          preventScrollReset
          // Combinations are noindex (ADR 0058, 0086): only links to one value are for crawlers.
          rel={option.follow ? undefined : 'nofollow'}
        >
          {body}
        </LocalizedLink>
      )}
    </li>
  );
}

/** Brands with counts: the first few, the rest behind "more"; a name filter once JavaScript runs. */
function BrandFacet({ brands }: { brands: FacetOption[] }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const matching = needle ? brands.filter((b) => b.label.toLowerCase().includes(needle)) : brands;
  // Selected brands always stay in sight.
  const head = needle ? matching : brands.filter((b, i) => i < shownBrands || b.selected);
  const rest = needle ? [] : brands.filter((b, i) => i >= shownBrands && !b.selected);
  return (
    <section className="facet" aria-labelledby="facet-brand">
      <h3 id="facet-brand">{t('filters.brands')}</h3>
      {hydrated && brands.length > shownBrands ? (
        <input
          type="search"
          className="facet-search"
          placeholder={t('filters.brandSearch')}
          aria-label={t('filters.brandSearch')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      ) : null}
      <ul>
        {head.map((brand) => (
          <FacetLink key={brand.slug} option={brand} />
        ))}
      </ul>
      {rest.length ? (
        <details className="facet-more">
          <summary>{t('filters.more', { count: rest.length })}</summary>
          <ul>
            {rest.map((brand) => (
              <FacetLink key={brand.slug} option={brand} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}

/** A min–max GET form; the loader answers `?range=code&min=&max=` with a 302 to the canonical URL. */
function RangeForm({
  facet,
  action,
  view,
  step,
}: {
  facet: RangeFacet;
  action: string;
  view: ListingView;
  step: string;
}) {
  const { t, href } = useI18n();
  const id = `facet-${facet.code}`;
  const unit = facet.unit ? `, ${facet.unit}` : '';
  return (
    <section className="facet" aria-labelledby={id}>
      <h3 id={id}>
        {facet.title}
        {unit}
      </h3>
      <Form method="get" action={href(action)} className="facet-range" preventScrollReset>
        <input type="hidden" name="range" value={facet.code} />
        <KeptFields view={view} />
        <label>
          <span className="visually-hidden">
            {facet.title} {t('filters.from')}
          </span>
          <input
            name="min"
            type="number"
            inputMode="decimal"
            step={step}
            placeholder={`${t('filters.from')} ${facet.min ?? ''}`}
            defaultValue={facet.selected?.min ?? ''}
            key={`min-${facet.selected?.min ?? ''}`}
          />
        </label>
        <span aria-hidden="true">–</span>
        <label>
          <span className="visually-hidden">
            {facet.title} {t('filters.to')}
          </span>
          <input
            name="max"
            type="number"
            inputMode="decimal"
            step={step}
            placeholder={`${t('filters.to')} ${facet.max ?? ''}`}
            defaultValue={facet.selected?.max ?? ''}
            key={`max-${facet.selected?.max ?? ''}`}
          />
        </label>
        <button type="submit" className="facet-apply">
          {t('filters.apply')}
        </button>
      </Form>
    </section>
  );
}

/** The sort and kept query parameters a listing's GET forms carry along. */
export function KeptFields({ view, sort = true }: { view: ListingView; sort?: boolean }) {
  return (
    <>
      {sort && view.sort !== 'popular' ? <input type="hidden" name="sort" value={view.sort} /> : null}
      {Object.entries(view.keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
