import {
  type Comment,
  type User,
  type Writeup,
  type WriteupCard,
  WRITEUP_CARD_FIELDS,
} from '@reviews/libs/contract';
import { renderMarkdown } from '@reviews/libs/render-markdown';

/**
 * A comment as the server answers it: with the HTML it stored when the comment was saved
 * (product.md §14), rendered by the same renderer.
 */
export function withHtml<T extends { content: string; contentHtml?: string }>(
  comment: T,
): T & { contentHtml: string } {
  return { ...comment, contentHtml: comment.contentHtml ?? renderMarkdown(comment.content) };
}

export function aWriteup(overrides: Partial<Writeup> = {}): Writeup {
  const writeup: Omit<Writeup, 'contentHtml'> = {
    _id: 'w1',
    type: 'movie',
    title: 'Dune',
    slug: 'dune',
    headline: '',
    runtime: 155,
    season: null,
    releaseYear: 2021,
    mpaa: 'PG-13',
    director: 'Denis Villeneuve',
    genre: ['Sci-Fi'],
    poster: 'https://img.example.com/dune.jpg',
    posterPlaceholder: '',
    image: 'https://img.example.com/dune-wide.jpg',
    posterFocus: '50% 50%',
    imageFocus: '50% 50%',
    imagePlaceholder: '',
    tags: [],
    collections: [],
    rating: 88,
    content: 'A great film.',
    admin: { _id: 'a1', username: 'critic', avatar: null },
    visibleAfter: '2024-03-05T12:00:00.000Z',
    updated: '2024-03-05T12:00:00.000Z',
    draft: false,
    likes: 0,
    audienceScore: null,
    audienceCount: 0,
    ...overrides,
  };
  return { ...writeup, contentHtml: overrides.contentHtml ?? renderMarkdown(writeup.content, writeup) };
}

/** A visible top-level comment by moviebuff (u1), its HTML rendered from its content. */
export function aComment(overrides: Partial<Comment> = {}): Comment {
  return withHtml({
    _id: 'c1',
    content: 'Loved the sandworms.',
    user: { _id: 'u1', username: 'moviebuff', avatar: null },
    created: '2024-03-06T10:00:00.000Z',
    replyTo: null,
    likes: 0,
    spoiler: false,
    ...overrides,
  });
}

export function aUser(overrides: Partial<User> = {}): User {
  const user: Omit<User, 'bioHtml'> = {
    _id: 'u1',
    username: 'moviebuff',
    picture: '',
    bio: 'I like **films**.',
    favoriteMovie: 'Alien',
    favoriteShow: 'Severance',
    watching: 'The Bear',
    created: '2023-01-02T00:00:00.000Z',
    type: 'user',
    loginType: 'email',
    thirdPartyPicture: null,
    avatar: null,
    ...overrides,
  };
  return { ...user, bioHtml: overrides.bioHtml ?? renderMarkdown(user.bio) };
}

/** A writeup as lists carry it (no markdown), as the server answers it. */
export function asCard(writeup: Writeup): WriteupCard {
  return Object.fromEntries(
    WRITEUP_CARD_FIELDS.filter((field) => field in writeup).map((field) => [field, writeup[field]]),
  ) as WriteupCard;
}

export function listing(writeups: Writeup[], overrides: Record<string, number> = {}) {
  return {
    writeups: writeups.map(asCard),
    page: 1,
    totalPages: 1,
    totalMatched: writeups.length,
    pageSize: 20,
    ...overrides,
  };
}

export function aCard(overrides: Partial<Writeup> = {}): WriteupCard {
  return asCard(aWriteup(overrides));
}
