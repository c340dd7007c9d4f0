import { fallbackImage, type ImageKind } from '@reviews/libs/rules';
import { useState, type ImgHTMLAttributes } from 'react';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  /** Portrait for posters, landscape for banners; picks the placeholder. */
  kind: ImageKind;
  alt: string;
  width: number;
  height: number;
}

/** A lazily loaded image that swaps to `/images/missing-{kind}.webp` when missing or broken. */
export function FallbackImage({ src, kind, alt, ...rest }: FallbackImageProps) {
  const placeholder = fallbackImage(kind);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || failedSrc === src ? placeholder : src;
  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== placeholder) setFailedSrc(src ?? null);
      }}
    />
  );
}
