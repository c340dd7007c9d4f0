import { BadRequestException, Injectable } from '@nestjs/common';
import { LIMITS, PAGE_SIZES, WRITEUP_TYPES } from '@reviews/libs/constants';
import type { SearchAllResponse, SearchResponse, SearchResult } from '@reviews/libs/contract';
import { normalisePageParam, pageWindow } from '@reviews/libs/rules';

import type { UserRow } from '../database/schema';
import { toUserResponse } from '../users';
import { toWriteupCard } from '../writeups';
import { type RankedWriteup, SearchRepository } from './search.repository';
import { typoVariants } from './typo-variants';

/** Candidates taken from each indexed query (title, full text) before ranking. */
const WRITEUP_CANDIDATES = 200;
const USER_CANDIDATES = 100;
const SEARCH_MAX = 100;

/** What to look for: the trimmed term and its likely misspellings (typoVariants). */
interface SearchTerm {
  text: string;
  variants: string[];
}

function searchTerm(raw: unknown): SearchTerm {
  const text = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (text.length < LIMITS.searchMin) {
    throw new BadRequestException(`Search for at least ${LIMITS.searchMin} characters`);
  }
  if (text.length > SEARCH_MAX) throw new BadRequestException(`Search for at most ${SEARCH_MAX} characters`);
  return { text, variants: typoVariants(text) };
}

/** The first `perType` of each writeup type, keeping the overall ranking. */
function topOfEachType(ranked: RankedWriteup[], perType: number): string[] {
  const taken = new Map<string, number>(WRITEUP_TYPES.map((type) => [type, 0]));
  return ranked.flatMap(({ id, type }) => {
    const count = taken.get(type) ?? 0;
    if (count >= perType) return [];
    taken.set(type, count + 1);
    return [id];
  });
}

/**
 * Search of writeups (title first, typos forgiven, then full text) and users (by username).
 * totalMatched counts the bounded candidate sets, so it is exact for all but very broad terms.
 */
@Injectable()
export class SearchService {
  constructor(private readonly search: SearchRepository) {}

  /** Suggestions: up to 5 writeups of each type and 5 users. */
  async suggestions(raw: unknown, viewer: UserRow | undefined): Promise<SearchResponse> {
    const { ranked, users } = await this.candidates(searchTerm(raw), viewer);
    const perType = PAGE_SIZES.searchSuggestions;
    const writeups = await this.cards(topOfEachType(ranked, perType));
    return {
      writeups,
      users: users.slice(0, perType).map((user) => toUserResponse(user, viewer)),
      totalMatched: ranked.length + users.length,
    };
  }

  /** Every match, writeups then users, 10 a page. */
  async all(raw: unknown, rawPage: unknown, viewer: UserRow | undefined): Promise<SearchAllResponse> {
    const term = searchTerm(raw);
    const { ranked, users } = await this.candidates(term, viewer);
    const { offset, ...paging } = pageWindow(
      normalisePageParam(rawPage),
      ranked.length + users.length,
      PAGE_SIZES.search,
    );
    const end = offset + PAGE_SIZES.search;
    const writeupIds = ranked.slice(offset, end).map(({ id }) => id);
    const userRows = users.slice(Math.max(0, offset - ranked.length), Math.max(0, end - ranked.length));
    const results: SearchResult[] = [
      ...(await this.cards(writeupIds)).map((writeup) => ({
        ...writeup,
        collection: 'writeups' as const,
      })),
      ...userRows.map((user) => ({ ...toUserResponse(user, viewer), collection: 'users' as const })),
    ];
    return { results, ...paging };
  }

  private async candidates(term: SearchTerm, viewer: UserRow | undefined) {
    const [ranked, users] = await Promise.all([
      this.rankedWriteups(term, viewer),
      this.search.rankedUsers(term.text, USER_CANDIDATES),
    ]);
    return { ranked, users };
  }

  /** Misspellings are tried only when no title matches as typed, which keeps common searches cheap. */
  private async rankedWriteups(term: SearchTerm, viewer: UserRow | undefined): Promise<RankedWriteup[]> {
    const ranked = await this.search.rankedWriteups(term.text, [term.text], viewer, WRITEUP_CANDIDATES);
    if (ranked.some((hit) => hit.titleMatch) || term.variants.length === 0) return ranked;
    const spellings = [term.text, ...term.variants];
    return this.search.rankedWriteups(term.text, spellings, viewer, WRITEUP_CANDIDATES);
  }

  private async cards(ids: string[]) {
    const rows = await this.search.cardsByIds(ids);
    return rows.map(({ writeup, author }) => toWriteupCard(writeup, author));
  }
}
