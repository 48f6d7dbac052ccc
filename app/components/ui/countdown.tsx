import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';

/** Time left until a promotion ends (SPEC §1 promotions: countdown), refreshed every minute. */
export function Countdown({ until }: { until: string | Date }) {
  const { t } = useI18n();
  const end = new Date(until).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, end - now);
  const days = Math.floor(left / 86_400_000);
  const hours = Math.floor((left % 86_400_000) / 3_600_000);
  return (
    <span className="countdown" suppressHydrationWarning>
      {t('promotions.left', { days, hours })}
    </span>
  );
}
