import type { GoodCard as GoodCardData } from '#core/catalog';
import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
import { GoodImage } from '../media/good-image';
import { LocalizedLink } from '../ui/localized-link';
import { GoodActions } from './good-actions';
import { Price } from './price';

/** Cards are two per row on phones, about 280 px wide from tablets up (DESIGN "Product card"). */
const cardSizes = '(max-width: 599px) 50vw, 280px';
/** A card is never drawn wider than ~300 CSS px: 800 px covers a 3× screen; 1200 would never be picked. */
const cardWidths = [160, 320, 480, 800] as const;

/** A card's title is a heading one level below the section it sits in (h2 under a page's h1). */
type HeadingLevel = 2 | 3;

export function GoodCard({
  good,
  eager = false,
  headingLevel = 3,
}: {
  good: GoodCardData;
  eager?: boolean;
  headingLevel?: HeadingLevel;
}) {
  const { t } = useI18n();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="good-card">
      <LocalizedLink to={paths.good(good.slug, good.id)} className="good-card-link">
        <div className="good-card-image">
          {good.image ? (
            <GoodImage
              src={good.image}
              alt=""
              sizes={cardSizes}
              widths={cardWidths}
              width={240}
              height={240}
              eager={eager}
              fallbackWidth={320}
            />
          ) : null}
          {good.discountPercent > 0 ? <span className="badge badge-sale">{`−${good.discountPercent}%`}</span> : null}
        </div>
        <Heading className="good-card-title">{good.title}</Heading>
      </LocalizedLink>
      <p className="good-card-code">{t('good.code', { code: good.extId })}</p>
      {good.isAvailable ? null : <p className="good-card-na">{t('good.notAvailable')}</p>}
      <Price price={good.price} oldPrice={good.oldPrice} />
      <GoodActions goodId={good.id} isAvailable={good.isAvailable} />
    </article>
  );
}

export function GoodGrid({
  goods,
  eagerFirst = 0,
  headingLevel,
}: {
  goods: GoodCardData[];
  eagerFirst?: number;
  /** 2 when the grid follows the page's h1 directly (listings); 3 under a section's h2. */
  headingLevel?: HeadingLevel;
}) {
  return (
    <div className="good-grid">
      {goods.map((good, index) => (
        <GoodCard key={good.id} good={good} eager={index < eagerFirst} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
