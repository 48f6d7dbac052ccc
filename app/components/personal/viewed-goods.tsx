import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { GoodCard } from '#core/catalog';
import { useI18n } from '../../i18n/use-i18n';
import { usePersonalIds, viewedList } from '../../personal-lists';
import { GoodGrid } from '../product/good-card';

/** Cards of the viewed goods (SPEC §3: ≤ 20, newest first, kept in this browser). */
export function useViewedCards(exceptId?: number) {
  const { href } = useI18n();
  const ids = usePersonalIds('viewed').filter((id) => id !== exceptId);
  const key = ids.join(',');
  const fetcher = useFetcher<{ goods: GoodCard[] }>();
  const load = fetcher.load;
  useEffect(() => {
    if (key) void load(`${href('/personal/goods')}?ids=${key}`);
  }, [key, load, href]);
  return { ids, goods: key ? (fetcher.data?.goods ?? null) : [] };
}

/** "Ви переглядали" under a product page; also records this view. */
export function ViewedStrip({ goodId }: { goodId: number }) {
  useEffect(() => viewedList.add(goodId), [goodId]);
  return <ViewedSection exceptId={goodId} />;
}

/** The viewed goods (up to 10) under a heading, or nothing while there are none (the empty cart). */
export function ViewedSection({ exceptId }: { exceptId?: number }) {
  const { t } = useI18n();
  const { goods } = useViewedCards(exceptId);
  if (!goods?.length) return null;
  return (
    <section className="viewed-strip" aria-labelledby="viewed-title">
      <h2 id="viewed-title">{t('lists.viewedTitle')}</h2>
      <GoodGrid goods={goods.slice(0, 10)} />
    </section>
  );
}
