import { Injectable, Logger } from '@nestjs/common';
import { LIMITS, type ReviewType } from '@reviews/libs/constants';
import type { AutofillCandidate, Writeup } from '@reviews/libs/contract';

import { MediaService } from '../media/media.service';
import { OmdbClient } from './omdb.client';

/** The writeup fields a title lookup fills in. */
export type TitleInfo = Pick<
  Writeup,
  'title' | 'releaseYear' | 'runtime' | 'director' | 'mpaa' | 'genre' | 'poster'
>;

/** OMDb writes 'N/A' for what it does not know. */
function known(value: string | undefined): string {
  const text = value?.trim() ?? '';
  return text === 'N/A' ? '' : text;
}

/** The first year of '2008', '2019–2022' or '2019–'. */
function year(value: string | undefined): number | null {
  const match = /\d{4}/.exec(known(value));
  return match ? Number(match[0]) : null;
}

/** Minutes of '148 min'. */
function minutes(value: string | undefined): number | null {
  const match = /^(\d+)\s*min/i.exec(known(value));
  return match ? Number(match[1]) : null;
}

/** Title search and title details for the editor, from OMDb. */
@Injectable()
export class AutofillService {
  private readonly logger = new Logger(AutofillService.name);

  constructor(
    private readonly omdb: OmdbClient,
    private readonly media: MediaService,
  ) {}

  async candidates(type: ReviewType, search: string): Promise<AutofillCandidate[]> {
    const hits = await this.omdb.search(type, search);
    return hits
      .filter((hit) => known(hit.imdbID) !== '')
      .map((hit) => ({
        title: known(hit.Title),
        releaseYear: year(hit.Year),
        poster: known(hit.Poster),
        imdbID: known(hit.imdbID),
      }));
  }

  /**
   * Runtime is a movie field (spec §3): series get none. The poster is imported into the site's
   * media (product.md §9), so pages never load it from the movie database's host.
   */
  async titleInfo(type: ReviewType, imdbID: string, importedBy: string): Promise<TitleInfo> {
    const title = await this.omdb.title(type, imdbID);
    return {
      title: known(title.Title),
      releaseYear: year(title.Year),
      runtime: type === 'movie' ? minutes(title.Runtime) : null,
      director: known(title.Director),
      mpaa: known(title.Rated),
      genre: known(title.Genre)
        .split(',')
        .map((genre) => genre.trim())
        .filter(Boolean)
        .slice(0, LIMITS.genres),
      poster: await this.importPoster(known(title.Poster), importedBy),
    };
  }

  /** The poster's site URL; empty when there is none or it cannot be imported (the rest still helps). */
  private async importPoster(url: string, importedBy: string): Promise<string> {
    if (url === '') return '';
    try {
      return (await this.media.importFromUrl(importedBy, 'poster', url)).url;
    } catch (error) {
      this.logger.warn(`Poster ${url} was not imported: ${(error as Error).message}`);
      return '';
    }
  }
}
