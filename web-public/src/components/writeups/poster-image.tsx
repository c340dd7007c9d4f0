import type { Writeup } from '@reviews/libs/contract';

import { FallbackImage, type FallbackImageProps } from '../fallback-image';

type PosterOf = Pick<Writeup, 'poster' | 'posterFocus' | 'posterPlaceholder'>;

/** A writeup's poster, cropped around its focal point and painted in its colour until it loads. */
export function PosterImage({
  writeup,
  ...image
}: { writeup: PosterOf } & Omit<FallbackImageProps, 'src' | 'focus' | 'placeholder' | 'kind'>) {
  return (
    <FallbackImage
      src={writeup.poster}
      focus={writeup.posterFocus}
      placeholder={writeup.posterPlaceholder}
      kind="portrait"
      {...image}
    />
  );
}
