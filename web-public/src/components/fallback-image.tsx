import { fallbackImage, type ImageKind, objectPosition } from '@reviews/libs/rules';
import { useState, type ImgHTMLAttributes } from 'react';

import { ResponsiveImage } from './responsive-image';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  /** Portrait for posters, landscape for banners; picks the placeholder. */
  kind: ImageKind;
  /** The image's dominant colour (computed at upload), painted in its box until it loads. */
  placeholder?: string;
  alt: string;
  width: number;
  height: number;
  /** A stored focal point (issue 28): where a crop of the image keeps the subject. */
  focus?: string;
}

/**
 * A lazily loaded image (pass `loading="eager"` on the first screen), its box painted in its
 * placeholder colour until it arrives, that swaps to `/images/missing-{kind}.webp` when missing
 * or broken; the site's own media come in the width the screen needs, cropped around their
 * focal point when one is given.
 */
export function FallbackImage({
  src,
  kind,
  alt,
  placeholder: colour,
  focus,
  style,
  ...rest
}: FallbackImageProps) {
  const missing = fallbackImage(kind);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? missing : src;
  const focused =
    focus === undefined || shown === missing ? style : { ...style, objectPosition: objectPosition(focus) };
  return (
    <ResponsiveImage
      loading="lazy"
      decoding="async"
      {...rest}
      src={shown}
      alt={alt}
      style={colour ? { backgroundColor: colour, ...focused } : focused}
      onError={() => {
        if (shown !== missing) setFailedSrc(src ?? null);
      }}
    />
  );
}
