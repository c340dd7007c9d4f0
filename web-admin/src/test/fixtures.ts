import type { Comment, ReportedComment, User, Writeup } from '@reviews/libs/contract';

/** A plain-text top-level comment as the server answers it (HTML rendered, no likes, no spoiler). */
export function aComment(comment: Pick<Comment, '_id' | 'content' | 'user' | 'created'>): Comment {
  return { ...comment, contentHtml: `<p>${comment.content}</p>\n`, replyTo: null, likes: 0, spoiler: false };
}

/** The queue's usual case: a rude comment on Dune reported twice, its reports' details left out. */
export function aReportedComment(overrides: Partial<ReportedComment> = {}): ReportedComment {
  return {
    kind: 'comment',
    comment: aComment({
      _id: 'c-rude',
      content: 'You are an idiot',
      user: { _id: 'u-troll', username: 'grumpy-troll-1', avatar: null },
      created: '2024-03-01T10:00:00.000Z',
    }),
    writeup: { _id: 'w1', title: 'Dune', slug: 'dune', type: 'movie' },
    count: 2,
    reasons: ['Insulting', 'Rude'],
    details: [],
    lastReported: '2024-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u-admin',
    username: 'ada',
    email: 'ada@example.com',
    picture: '',
    bio: '',
    bioHtml: '',
    favoriteMovie: '',
    favoriteShow: '',
    watching: '',
    created: '2024-01-05T10:00:00.000Z',
    type: 'admin',
    loginType: 'email',
    thirdPartyPicture: null,
    avatar: null,
    ...overrides,
  };
}

export const admin = aUser();
export const root = aUser({ _id: 'u-root', username: 'root', email: 'root@example.com', type: 'root' });

const DAY_MS = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** An empty draft, as `POST /api/writeup/` leaves it. */
export function aWriteup(overrides: Partial<Writeup> = {}): Writeup {
  return {
    _id: 'w1',
    type: 'movie',
    title: '',
    slug: null,
    headline: '',
    runtime: null,
    season: null,
    releaseYear: null,
    mpaa: '',
    director: '',
    genre: [],
    poster: '',
    posterPlaceholder: '',
    image: '',
    posterFocus: '50% 50%',
    imageFocus: '50% 50%',
    imagePlaceholder: '',
    tags: [],
    collections: [],
    rating: 0,
    content: '',
    contentHtml: '',
    notes: '',
    admin: { _id: admin._id, username: admin.username, avatar: null },
    visibleAfter: null,
    updated: inDays(-1),
    draft: true,
    likes: 0,
    audienceScore: null,
    audienceCount: 0,
    ...overrides,
  };
}

/** A movie review with every field publishing needs. */
export function aCompleteMovie(overrides: Partial<Writeup> = {}): Writeup {
  return aWriteup({
    title: 'Dune',
    releaseYear: 2021,
    runtime: 155,
    mpaa: 'PG-13',
    director: 'Denis Villeneuve',
    genre: ['Sci-Fi'],
    poster: 'https://img.example/dune-poster.jpg',
    image: 'https://img.example/dune-banner.jpg',
    rating: 88,
    content: 'Spice must flow. {{title}} runs {{runtime}} minutes.',
    ...overrides,
  });
}

export const config = {
  siteName: 'Reviews',
  contactEmail: null,
  favoritesName: 'staff',
  publicUrl: 'http://localhost:3000',
  mediaUrl: null,
};
