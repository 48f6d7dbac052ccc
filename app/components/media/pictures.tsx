import { ShopImage } from './good-image';

/*
 * The shop's pictures other than goods, each through the resize route with the widths its layout
 * needs (ADR 0063): width and height against layout shift, `sizes` from the CSS, lazy unless it is
 * the first thing on the page, the no-image picture when one fails (SPEC §8).
 */

/** A category, fish or direction tile's 48 px icon (the 160 variant covers 3× screens). */
export function TileImage({ src, size = 48 }: { src: string; size?: number }) {
  return (
    <ShopImage src={src} alt="" sizes={`${size}px`} width={size} height={size} widths={[160]} fallbackWidth={160} />
  );
}

/**
 * A wide 3:1 banner across the page (home carousel, promotion and article heads). The first one
 * is the page's largest paint: eager and fetched first.
 */
export function BannerImage({
  src,
  alt,
  first = false,
  className,
}: {
  src: string;
  alt: string;
  first?: boolean;
  className?: string;
}) {
  return (
    <ShopImage
      src={src}
      alt={alt}
      className={className}
      sizes="(max-width: 1279px) 100vw, 1248px"
      width={1200}
      height={400}
      widths={[480, 800, 1200]}
      fallbackWidth={800}
      eager={first}
      fetchPriority={first ? 'high' : undefined}
    />
  );
}

/** The header's top banner: a 20:1 strip behind its text, always above the fold. */
export function TopBannerImage({ src }: { src: string }) {
  return (
    <ShopImage
      src={src}
      alt=""
      sizes="100vw"
      width={1200}
      height={60}
      widths={[800, 1200]}
      fallbackWidth={1200}
      eager
    />
  );
}

/** A catalogue-menu item's 4:1 banner at the right of the open panel (≤ 420 px wide). */
export function MenuBannerImage({ src, alt }: { src: string; alt: string }) {
  return (
    <ShopImage src={src} alt={alt} sizes="420px" width={1200} height={300} widths={[480, 800]} fallbackWidth={480} />
  );
}

/** A promotion or article tile's 2:1 picture (tiles are ≥ 260 px, one column on a phone). */
export function PromotionTileImage({ src }: { src: string }) {
  return (
    <ShopImage
      src={src}
      alt=""
      sizes="(max-width: 599px) 100vw, 320px"
      width={400}
      height={200}
      widths={[320, 480, 800]}
      fallbackWidth={480}
    />
  );
}

/** A review photo's 96 px square thumbnail; the link around it opens the original. */
export function ReviewPhotoImage({ src, alt }: { src: string; alt: string }) {
  return <ShopImage src={src} alt={alt} sizes="96px" width={96} height={96} widths={[160, 320]} fallbackWidth={160} />;
}

/** A small square picture of a good in a list (cart lines, compare columns, the review page). */
export function ThumbImage({ src, size }: { src: string; size: number }) {
  return (
    <ShopImage
      src={src}
      alt=""
      sizes={`${size}px`}
      width={size}
      height={size}
      widths={size > 100 ? [160, 320] : [160]}
      fallbackWidth={160}
    />
  );
}
