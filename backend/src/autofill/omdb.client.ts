import {
  BadGatewayException,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { ReviewType } from '@reviews/libs/constants';

import { AppConfig } from '../config/app-config';

const OMDB_TIMEOUT_MS = 5000;
const UNAVAILABLE = 'The movie database is not answering; try again later';

/** OMDb's search hit, as it sends it. */
export interface OmdbSearchHit {
  Title?: string;
  Year?: string;
  imdbID?: string;
  Poster?: string;
}

/** OMDb's title detail, as it sends it ('N/A' for anything unknown). */
export interface OmdbTitle {
  Title?: string;
  Year?: string;
  Runtime?: string;
  Director?: string;
  Rated?: string;
  Genre?: string;
  Poster?: string;
}

interface OmdbAnswer extends OmdbTitle {
  Response?: string;
  Error?: string;
  Search?: OmdbSearchHit[];
}

/** OMDb's "nothing matched" errors; anything else it reports is a failure on its side. */
const NO_MATCH = /not found|too many results|incorrect imdb id/i;

/** Talks to the OMDb-compatible API at OMDB_URL with OMDB_API_KEY. */
@Injectable()
export class OmdbClient {
  private readonly logger = new Logger(OmdbClient.name);

  constructor(private readonly config: AppConfig) {}

  /** Titles matching `search`; empty when nothing matches. */
  async search(type: ReviewType, search: string): Promise<OmdbSearchHit[]> {
    const answer = await this.request({ s: search, type });
    return answer === null ? [] : (answer.Search ?? []);
  }

  /** One title by IMDb id; 404 when OMDb does not know it. */
  async title(type: ReviewType, imdbID: string): Promise<OmdbTitle> {
    const answer = await this.request({ i: imdbID, type });
    if (answer === null) throw new NotFoundException('No title was found for that IMDb id');
    return answer;
  }

  /** The answer, or null when OMDb says nothing matched. */
  private async request(params: Record<string, string>): Promise<OmdbAnswer | null> {
    const apiKey = this.config.omdbApiKey;
    if (apiKey === null) throw new ServiceUnavailableException('Autofill is not configured');
    const url = new URL(this.config.omdbUrl);
    for (const [name, value] of Object.entries({ ...params, apikey: apiKey })) {
      url.searchParams.set(name, value);
    }
    let answer: OmdbAnswer;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(OMDB_TIMEOUT_MS) });
      answer = (await response.json()) as OmdbAnswer;
      if (!response.ok && answer?.Response !== 'False') throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      this.logger.warn(`OMDb request failed: ${(error as Error).message}`);
      throw new BadGatewayException(UNAVAILABLE);
    }
    if (typeof answer !== 'object' || answer === null) throw new BadGatewayException(UNAVAILABLE);
    if (answer.Response === 'False') {
      if (NO_MATCH.test(answer.Error ?? '')) return null;
      this.logger.warn(`OMDb refused the request: ${answer.Error ?? 'no reason given'}`);
      throw new BadGatewayException(UNAVAILABLE);
    }
    return answer;
  }
}
