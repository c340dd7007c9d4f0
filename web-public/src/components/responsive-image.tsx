import { mediaSrcSet, parseMediaUrl, publicMediaUrl } from '@reviews/libs/rules';
import type { ImgHTMLAttributes } from 'react';

import { useSiteConfig } from '../lib/site-config';

interface ResponsiveImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  width: number;
  height: number;
}

/**
 * An image of the site's own media offers its AVIF and WebP variants (`srcset`, derived from its
 * URL, no request needed) so each screen loads the width it shows; `sizes` defaults to the
 * rendered width. Any other URL renders as a plain image.
 */
export function ResponsiveImage({ src, sizes, ...rest }: ResponsiveImageProps) {
  const { mediaUrl } = useSiteConfig();
  const location = parseMediaUrl(src);
  if (!location) return <img src={src} sizes={sizes} {...rest} />;
  const shownSizes = sizes ?? `${rest.width}px`;
  return (
    <picture>
      <source type="image/avif" srcSet={mediaSrcSet(location, 'avif', mediaUrl)} sizes={shownSizes} />
      <img
        src={publicMediaUrl(src, mediaUrl)}
        srcSet={mediaSrcSet(location, 'webp', mediaUrl)}
        sizes={shownSizes}
        {...rest}
      />
    </picture>
  );
}
