import { fallbackImage, type ImageKind } from '@reviews/libs/rules';
import { useState, type ImgHTMLAttributes } from 'react';

import { ResponsiveImage } from './responsive-image';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  /** Portrait for posters, landscape for banners; picks the placeholder. */
  kind: ImageKind;
  /** The image's dominant colour (computed at upload), painted in its box until it loads. */
  placeholder?: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * A lazily loaded image (pass `loading="eager"` on the first screen), its box painted in its
 * placeholder colour until it arrives, that swaps to
 * `/images/missing-{kind}.webp` when missing or broken; the site's own media come in the
 * width the screen needs.
 */
export function FallbackImage({ src, kind, alt, placeholder: colour, style, ...rest }: FallbackImageProps) {
  const missing = fallbackImage(kind);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? missing : src;
  return (
    <ResponsiveImage
      loading="lazy"
      decoding="async"
      {...rest}
      src={shown}
      alt={alt}
      style={colour ? { backgroundColor: colour, ...style } : style}
      onError={() => {
        if (shown !== missing) setFailedSrc(src ?? null);
      }}
    />
  );
}
