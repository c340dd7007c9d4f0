/** Google's `...=s96-c` suffix (also `=s96`, `=s96-c-k-no`). */
const SIZE_SUFFIX = /=s\d+(?=-|$)/;
/** A `sz=96` query parameter. */
const SIZE_PARAM = /([?&])sz=\d+(?=&|#|$)/;
/** An older `/s96-c/` or `/s96/` path segment. */
const SIZE_SEGMENT = /\/s\d+(-c)?\//;

/**
 * Spec §9: identity-provider pictures are resized by swapping the size token in their URL,
 * so a 96 px provider picture can fill a 256 px avatar. URLs without a known token are unchanged.
 */
export function resizeProviderPicture(url: string, size: number): string {
  const pixels = Math.round(size);
  if (SIZE_SUFFIX.test(url)) return url.replace(SIZE_SUFFIX, `=s${pixels}`);
  if (SIZE_PARAM.test(url)) return url.replace(SIZE_PARAM, `$1sz=${pixels}`);
  if (SIZE_SEGMENT.test(url))
    return url.replace(SIZE_SEGMENT, (_segment, crop = '') => `/s${pixels}${crop}/`);
  return url;
}
