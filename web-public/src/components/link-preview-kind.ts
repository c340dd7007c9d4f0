export type PreviewTarget =
  | { kind: 'writeup'; slug: string; article: boolean }
  | { kind: 'user'; username: string }
  | { kind: 'collection'; slug: string };

/** Which hover preview a path gets, chosen by its first segment. */
export function previewKind(path: string): PreviewTarget | null {
  const [first, second] = path.split(/[?#]/)[0].split('/').filter(Boolean);
  if (!second) return null;
  const value = decodeURIComponent(second);
  switch (first) {
    case 'review':
      return { kind: 'writeup', slug: value, article: false };
    case 'article':
      return { kind: 'writeup', slug: value, article: true };
    case 'profile':
    case 'user':
      return { kind: 'user', username: value };
    case 'collection':
      return { kind: 'collection', slug: value };
    default:
      return null;
  }
}
