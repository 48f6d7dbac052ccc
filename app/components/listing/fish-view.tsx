import type { FishPage } from '#core/catalog';
import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
import { ShopImage } from '../media/good-image';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { CategoryTiles } from './category-tiles';

/** A fish page (SPEC §2 /{name}/f{id}): what to catch it with, as category tiles under the fish. */
export function FishView({ fish }: { fish: FishPage }) {
  const { t } = useI18n();
  return (
    <div className="listing fish-page">
      <Breadcrumbs trail={[{ href: paths.allFish, title: t('fish.all') }]} current={fish.title} />
      <h1>{fish.title}</h1>
      {fish.image ? (
        <ShopImage
          src={fish.image}
          alt=""
          className="fish-image"
          sizes="320px"
          width={320}
          height={160}
          widths={[320, 480, 800]}
          fallbackWidth={480}
          eager
        />
      ) : null}
      {fish.description ? <p>{fish.description}</p> : null}
      <h2>{t('fish.for', { fish: fish.title })}</h2>
      <CategoryTiles items={fish.categories} href={(c) => paths.fishCategory(fish, c)} />
    </div>
  );
}
