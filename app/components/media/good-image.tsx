import { type ImgHTMLAttributes, useCallback, useState } from 'react';
import { type ImageWidth, imageSrcSet, imageVariantUrl, imageWidths } from '#core/images';

/** SPEC §8: a picture that fails to load is replaced by the shop's no-image picture. */
export const noImageSrc = '/no-image.svg';

type ShopImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'loading' | 'alt'> & {
  /** The text alternative; '' for a picture beside its own title (cards, thumbnails). */
  alt: string;
  /** The original's address as stored (`/images/demo/p-reel-blue-1.svg`, `/images/reviews/12.jpg`). */
  src: string;
  /** How wide the picture is laid out (the `sizes` attribute), e.g. `(max-width: 599px) 50vw, 280px`. */
  sizes: string;
  width: number;
  height: number;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /** The variant in `src` (browsers without `srcset`, and the first guess). */
  fallbackWidth?: ImageWidth;
  widths?: readonly ImageWidth[];
};

/**
 * One picture of the shop — a good, a category tile, a banner, a review photo (ADR 0063): resized
 * WebP variants over the fixed widths in `srcset`, explicit width and height (no layout shift),
 * lazy unless `eager`, decoded off the main thread, and the no-image picture when it fails — also
 * when it failed before hydration. A foreign address (not `/images/…`) is used as it is.
 */
export function ShopImage({
  alt,
  src,
  sizes,
  width,
  height,
  eager = false,
  fallbackWidth = 480,
  widths = imageWidths,
  onError,
  ...rest
}: ShopImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  // An error before React attached its handler is not replayed: look once the element is mounted.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src') !== noImageSrc) setFailed(src);
    },
    [src],
  );
  if (failed === src) {
    return <img {...rest} alt={alt} src={noImageSrc} width={width} height={height} decoding="async" />;
  }
  return (
    <img
      {...rest}
      alt={alt}
      ref={checkLoaded}
      src={imageVariantUrl(src, fallbackWidth)}
      srcSet={imageSrcSet(src, widths) ?? undefined}
      sizes={sizes}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={(event) => {
        setFailed(src);
        onError?.(event);
      }}
    />
  );
}

/** The goods' pictures (cards, gallery) are shop pictures like any other. */
export const GoodImage = ShopImage;
