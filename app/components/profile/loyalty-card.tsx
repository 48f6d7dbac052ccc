import type { LoyaltyStatus } from '#core/loyalty';
import { formatMoney } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';

/**
 * The profile's club card (SPEC §1, ADR 0082): the level in force and why, the one discount that
 * applies now and why, the birthday and monthly discounts, and the progress to the next level.
 * Everything comes from `getLoyaltyStatus`, the same source checkout applies.
 */
export function LoyaltyCard({ status }: { status: LoyaltyStatus }) {
  const { t, locale } = useI18n();
  const money = (kopiyky: number) => formatMoney(kopiyky, locale);
  const s = status;
  const [monthYear, monthNumber] = s.monthly.month.split('-');
  const month = `${monthNumber}.${monthYear}`;
  const span = s.next ? s.next.over : 1;
  const percentDone = s.next ? Math.min(100, Math.round((s.purchasesThisYear / span) * 100)) : 100;
  const why =
    s.levelSource === 'last_year'
      ? t('accounts.levelLastYear', { last: s.year - 1, year: s.year, amount: money(s.purchasesLastYear) })
      : s.levelSource === 'base'
        ? t('accounts.levelBase', { year: s.year, amount: money(s.purchasesThisYear) })
        : t('accounts.levelThisYear', { year: s.year, amount: money(s.purchasesThisYear) });
  return (
    <section className="profile-card loyalty-card" aria-labelledby="loyalty-title" data-testid="loyalty">
      <h2 id="loyalty-title">{t('accounts.loyalty')}</h2>
      <p className="loyalty-level">{t('accounts.levelNow', { percent: s.level })}</p>
      <p data-testid="loyalty-why">{why}</p>
      <p className="loyalty-applies" data-testid="loyalty-applies">
        <strong>
          {t('accounts.appliesNow', { discount: t(`accounts.reason.${s.reason}`, { percent: s.percent }) })}
        </strong>
      </p>
      <progress max={100} value={percentDone} aria-label={t('accounts.loyalty')} />
      <p data-testid="loyalty-next">
        {s.next
          ? t('accounts.nextMissing', {
              percent: s.next.percent,
              missing: money(s.next.missing),
              amount: money(s.next.over),
              year: s.year,
            })
          : t('accounts.topTier')}
      </p>
      {s.keep ? (
        <p data-testid="loyalty-keep">
          {t('accounts.keepLevel', {
            percent: s.keep.percent,
            next: s.year + 1,
            missing: money(s.keep.missing),
            year: s.year,
          })}
        </p>
      ) : null}
      <ul className="loyalty-others">
        <li>
          {s.birthday.isActive
            ? t('accounts.birthdayActive', { percent: s.birthday.percent })
            : t('accounts.birthdayRule', { percent: s.birthday.percent })}
        </li>
        <li>
          {s.monthly.percent > 0
            ? t('accounts.monthlyNow', { month, amount: money(s.monthly.purchases), percent: s.monthly.percent })
            : t('accounts.monthlyNone', { month, amount: money(s.monthly.purchases) })}
        </li>
        {s.personal > 0 ? <li>{t('accounts.personalDiscount', { percent: s.personal })}</li> : null}
      </ul>
      <p className="muted">{t('accounts.tiers')}</p>
      <p className="muted">{t('accounts.appliesOne')}</p>
    </section>
  );
}
