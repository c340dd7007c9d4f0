/**
 * product.md §17: how an imported row's title matches a writeup's: case, accents, punctuation and
 * spacing ignored ("Amélie" and "amelie", "Spider-Man: No Way Home" and "Spider Man No Way Home", "Schindler's List" and "Schindlers List").
 */
export function titleMatchKey(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
