import { AUDIENCE_SCORE } from '@reviews/libs/constants';
import type { AudienceScoreResponse } from '@reviews/libs/contract';
import { useState } from 'react';

import { AudienceScore } from '../../../components/audience-score';
import { Spinner } from '../../../components/spinner';
import { useMyRatings } from '../api/my-ratings';
import { useWriteupRatings } from '../api/get-writeup-ratings';
import { AudienceHistogram } from './audience-histogram';
import { RateWriteup } from './rate-writeup';

interface AudiencePanelProps {
  writeupId: string;
  /** From the public answer (it may lag by up to a minute). */
  audience: AudienceScoreResponse;
  /** Signed-in reader; visitors see the score alone. */
  userId: string | undefined;
  /** A member other than the author, on a published movie or series. */
  canRate: boolean;
}

/** The audience's side of a writeup page: their score and histogram, and my stars. */
export function AudiencePanel({ writeupId, audience, userId, canRate }: AudiencePanelProps) {
  const [latest, setLatest] = useState(audience);
  const { data: mine, isPending: minePending } = useMyRatings();
  const { data: summary } = useWriteupRatings(writeupId, latest.audienceCount > 0);
  const enough = latest.audienceCount >= AUDIENCE_SCORE.shownFrom;
  // My score as the public counts have it (the one the page opened with), and as my stars show
  // it now: the histogram follows my stars without asking the server again.
  const myScore = mine === undefined ? undefined : (mine.ratings[writeupId] ?? null);
  const [counted, setCounted] = useState<{ score: number | null } | null>(null);
  if (counted === null && myScore !== undefined) setCounted({ score: myScore });
  return (
    <section className="audience-panel" aria-label="Audience">
      <p className="audience-panel__score">
        {enough ? (
          <AudienceScore score={latest.audienceScore} count={latest.audienceCount} />
        ) : (
          <span className="audience-panel__few">Audience score from {AUDIENCE_SCORE.shownFrom} ratings</span>
        )}
        <span className="audience-panel__count">
          {latest.audienceCount} {latest.audienceCount === 1 ? 'rating' : 'ratings'}
        </span>
      </p>
      {enough && (
        <AudienceHistogram
          summary={summary}
          mine={counted && myScore !== undefined ? { counted: counted.score, now: myScore } : undefined}
        />
      )}
      {canRate &&
        userId !== undefined &&
        (minePending ? (
          <Spinner />
        ) : (
          <RateWriteup writeupId={writeupId} mine={mine?.ratings[writeupId] ?? null} onRated={setLatest} />
        ))}
    </section>
  );
}
