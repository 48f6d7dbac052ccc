import { formatMoney, pluralCategory } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import type { CheckoutView } from '../../routes/checkout/view.server';

/**
 * The number of payments for instalments (SPEC §9, ADR 0098): the options the chosen bank offers,
 * each with its payment ("8 платежів по 312.50 грн"). Posted as `f_parts`; a change of bank
 * re-renders the options (the form's update without JavaScript, the fetcher with it).
 */
export function InstalmentParts({ credit }: { credit: NonNullable<CheckoutView['credit']> }) {
  const { t, locale } = useI18n();
  const money = (k: number) => formatMoney(k, locale);
  const label = (o: (typeof credit.options)[number]) => {
    const category = pluralCategory(o.parts, locale);
    const key =
      category === 'one'
        ? 'instalments.option.one'
        : category === 'few'
          ? 'instalments.option.few'
          : 'instalments.option.many';
    const text = t(key, { count: o.parts, amount: money(o.each) });
    return o.first === o.each ? text : `${text} ${t('instalments.first', { amount: money(o.first) })}`;
  };
  return (
    <div className="co-field">
      <label htmlFor="co-f_parts">{t('instalments.parts')}</label>
      <select id="co-f_parts" name="f_parts" key={credit.bank} defaultValue={String(credit.parts)} required>
        {credit.options.map((o) => (
          <option key={o.parts} value={o.parts}>
            {label(o)}
          </option>
        ))}
      </select>
    </div>
  );
}
