import { useState } from 'react';
import type { CompareGroup } from '../../goods.server';
import { useI18n } from '../../i18n/use-i18n';
import { compareList } from '../../personal-lists';
import { paths } from '../links';
import { ThumbImage } from '../media/pictures';
import { BuyButton, WaitlistButton } from '../product/good-actions';
import { Price } from '../product/price';
import { LocalizedLink } from '../ui/localized-link';
import { useToasts } from '../ui/toasts';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/lists';

/** One category's goods side by side; rows whose values differ are highlighted. */
export function CompareTable({ group }: { group: CompareGroup }) {
  const { t } = useI18n();
  const toasts = useToasts();
  const [onlyDiff, setOnlyDiff] = useState(false);
  const rows = onlyDiff ? group.rows.filter((r) => r.differs) : group.rows;
  return (
    <section className="compare-group" aria-labelledby={`compare-${group.category.id}`}>
      <div className="compare-group-head">
        <h2 id={`compare-${group.category.id}`}>
          {group.category.title} <small>({group.goods.length})</small>
        </h2>
        <label>
          <input type="checkbox" checked={onlyDiff} onChange={(e) => setOnlyDiff(e.currentTarget.checked)} />{' '}
          {t('lists.compareOnlyDiff')}
        </label>
      </div>
      <div className="compare-scroll">
        <table className="compare-table">
          <thead>
            <tr>
              <td />
              {group.goods.map((good) => (
                <th key={good.id} scope="col" className="compare-good">
                  <button
                    type="button"
                    className="compare-remove"
                    aria-label={`${t('lists.compareRemove')}: ${good.title}`}
                    onClick={() => {
                      compareList.remove(good.id);
                      toasts.show({ text: t('lists.compareRemoved') });
                    }}
                  >
                    ×
                  </button>
                  <LocalizedLink to={paths.good(good.slug, good.id)}>
                    {good.image ? <ThumbImage src={good.image} size={120} /> : null}
                    <span>{good.title}</span>
                  </LocalizedLink>
                  <Price price={good.price} oldPrice={good.oldPrice} />
                  {good.isAvailable ? <BuyButton goodId={good.id} /> : <WaitlistButton goodId={good.id} />}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.title} className={row.differs ? 'differs' : undefined}>
                <th scope="row">{row.title}</th>
                {row.values.map((value, i) => (
                  <td key={group.goods[i]?.id ?? i}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
