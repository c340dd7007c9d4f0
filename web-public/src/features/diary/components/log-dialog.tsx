import { DIARY } from '@reviews/libs/constants';
import type { LogEntry, LogRequest } from '@reviews/libs/contract';
import { todayUtc, watchedOnProblem } from '@reviews/libs/rules';
import { type FormEvent, useId, useState } from 'react';

import { Dialog } from '../../../components/dialog';
import { errorMessage } from '../../../lib/api';
import { ScoreInput } from './score-input';

interface LogDialogProps {
  /** What was watched, for the dialog's title. */
  title: string;
  /** An entry to change; a new one otherwise. */
  entry?: LogEntry;
  onSubmit: (body: LogRequest) => Promise<unknown>;
  onClose: () => void;
}

/**
 * product.md §15: log a watch, or change one: the day (today by default), rewatch, stars, a
 * review and whether it holds spoilers. The same rules as the server's are checked first.
 */
export function LogDialog({ title, entry, onSubmit, onClose }: LogDialogProps) {
  const ids = { date: useId(), review: useId(), error: useId() };
  const [watchedOn, setWatchedOn] = useState(entry?.watchedOn ?? todayUtc());
  const [rewatch, setRewatch] = useState(entry?.rewatch ?? false);
  const [score, setScore] = useState<number | null>(entry?.score ?? null);
  const [review, setReview] = useState(entry?.review ?? '');
  const [spoiler, setSpoiler] = useState(entry?.spoiler ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const dayProblem = watchedOnProblem(watchedOn);
    if (dayProblem) return setProblem(dayProblem);
    const text = review.trim();
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit({ watchedOn, rewatch, score, review: text === '' ? null : text, spoiler });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <Dialog title={entry ? `Change your entry of ${title}` : `Log ${title}`} onClose={onClose}>
      <form className="form log-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={ids.date}>Watched on</label>
          <input
            id={ids.date}
            type="date"
            value={watchedOn}
            min={DIARY.earliestWatchedOn}
            max={todayUtc()}
            required
            aria-describedby={problem ? ids.error : undefined}
            onChange={(event) => setWatchedOn(event.target.value)}
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={rewatch} onChange={(event) => setRewatch(event.target.checked)} /> I
          had seen it before (rewatch)
        </label>
        <ScoreInput value={score} onChange={setScore} />
        <div className="field">
          <label htmlFor={ids.review}>Review (optional)</label>
          <textarea
            id={ids.review}
            rows={5}
            maxLength={DIARY.review}
            value={review}
            onChange={(event) => setReview(event.target.value)}
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={spoiler} onChange={(event) => setSpoiler(event.target.checked)} />{' '}
          The review holds spoilers
        </label>
        {problem && (
          <p id={ids.error} className="form-error" role="alert">
            {problem}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={busy}>
            {entry ? 'Save' : 'Log'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
