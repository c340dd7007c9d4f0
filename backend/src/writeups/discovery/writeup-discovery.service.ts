import { Injectable, NotFoundException } from '@nestjs/common';
import {
  buildCollections,
  COLLECTION_POSTER_STACK,
  RELATED_LIMITS,
  type WriteupType,
} from '@reviews/libs/constants';
import type {
  CollectionSummariesResponse,
  CollectionSummary,
  FavoriteLinks,
  RelatedWriteupsResponse,
  WriteupCard,
  WriteupLink,
} from '@reviews/libs/contract';

import { WRITEUP_NOT_FOUND } from '../../common/not-found-messages';
import { AppConfig } from '../../config/app-config';
import type { UserRow } from '../../database/schema';
import { WriteupReadsRepository } from '../reading/writeup-reads.repository';
import { toWriteupCard, type WriteupCardWithAuthor } from '../reading/writeup.mapper';

type Viewer = UserRow | undefined;
type Favorites = Pick<UserRow, 'favoriteMovie' | 'favoriteShow' | 'watching'>;

/** Which writeups a profile's favourite may name: a favourite movie a movie, and so on. */
const FAVORITE_TYPES: Record<keyof FavoriteLinks, WriteupType | undefined> = {
  favoriteMovie: 'movie',
  favoriteShow: 'series',
  watching: undefined,
};

function toCards(rows: WriteupCardWithAuthor[]): WriteupCard[] {
  return rows.map((row) => toWriteupCard(row.writeup, row.author));
}

/** Ways from one page to the next: what to read after a writeup, collections, favourites. */
@Injectable()
export class WriteupDiscoveryService {
  constructor(
    private readonly reads: WriteupReadsRepository,
    private readonly config: AppConfig,
  ) {}

  /** GET /api/writeup/:id/related: more by the author, then others of its collections or genres. */
  async related(viewer: Viewer, id: string): Promise<RelatedWriteupsResponse> {
    const topics = await this.reads.topicsOfVisible(viewer, id);
    if (!topics) throw new NotFoundException(WRITEUP_NOT_FOUND);
    const byAuthor = await this.reads.moreByAuthor(viewer, topics, RELATED_LIMITS.moreByAuthor);
    const shown = byAuthor.map((row) => row.writeup.id);
    const related = await this.reads.relatedByTopics(viewer, topics, shown, RELATED_LIMITS.related);
    return { moreByAuthor: toCards(byAuthor), related: toCards(related) };
  }

  /** GET /api/writeup/collections: each fixed collection's count and newest posters. */
  async collections(viewer: Viewer): Promise<CollectionSummariesResponse> {
    const collections = await Promise.all(
      buildCollections(this.config.favoritesName).map(
        async ({ slug, search }): Promise<CollectionSummary> => {
          const filter = { excludeArticle: false, collections: [search] };
          const [count, newest] = await Promise.all([
            this.reads.countListing(viewer, filter),
            this.reads.listingPage(viewer, filter, 'new', 0, COLLECTION_POSTER_STACK),
          ]);
          const posters = newest.map(({ writeup }) => writeup.poster).filter((poster) => poster !== '');
          return { slug, count, posters };
        },
      ),
    );
    return { collections };
  }

  /**
   * The favourites that name a published writeup (as every visitor sees it, so that the profile
   * stays one public answer): same title in any case, the newest when several match.
   */
  async favoriteLinks(favorites: Favorites): Promise<FavoriteLinks> {
    const entries = await Promise.all(
      (Object.keys(FAVORITE_TYPES) as (keyof FavoriteLinks)[]).map(async (field) => {
        const title = favorites[field].replace(/\s+/g, ' ').trim();
        if (title === '') return null;
        const type = FAVORITE_TYPES[field];
        const found = await this.reads.findVisible(undefined, { title, type, excludeArticle: true });
        if (!found?.writeup.slug) return null;
        const link: WriteupLink = { type: found.writeup.type, slug: found.writeup.slug };
        return [field, link] as const;
      }),
    );
    return Object.fromEntries(entries.filter((entry) => entry !== null));
  }
}
