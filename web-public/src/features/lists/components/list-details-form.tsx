import { LIST_LIMITS, LIST_VISIBILITIES, type ListVisibility } from '@reviews/libs/constants';
import type { CreateListRequest } from '@reviews/libs/contract';
import { type FormEvent, useId, useState } from 'react';

import { Field } from '../../../components/field';

const VISIBILITY_LABELS: Record<ListVisibility, string> = {
  public: 'Public: listed on the site and shown to your followers',
  unlisted: 'Unlisted: anyone with its address, listed nowhere',
  private: 'Private: only you',
};

interface ListDetailsFormProps {
  initial?: Required<CreateListRequest>;
  submitLabel: string;
  pending: boolean;
  onSubmit: (details: Required<CreateListRequest>) => void;
  onCancel?: () => void;
}

/** A list's title, description, ranking and visibility (product.md §16). */
export function ListDetailsForm({ initial, submitLabel, pending, onSubmit, onCancel }: ListDetailsFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [ranked, setRanked] = useState(initial?.ranked ?? false);
  const [visibility, setVisibility] = useState<ListVisibility>(initial?.visibility ?? 'public');
  const rankedId = useId();
  const visibilityId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') return;
    onSubmit({ title: title.trim(), description, ranked, visibility });
  };
  return (
    <form className="form list-details-form" onSubmit={submit}>
      <Field label="Title" value={title} onChange={setTitle} maxLength={LIST_LIMITS.titleMax} />
      <Field
        label="Description"
        value={description}
        onChange={setDescription}
        maxLength={LIST_LIMITS.description}
        multiline
        rows={3}
        hint="Markdown; ||spoilers|| show hidden"
      />
      <div className="field field--inline">
        <input
          id={rankedId}
          type="checkbox"
          checked={ranked}
          onChange={(event) => setRanked(event.target.checked)}
        />
        <label htmlFor={rankedId}>Ranked (numbered entries)</label>
      </div>
      <div className="field">
        <label htmlFor={visibilityId} className="field__label">
          Who can see it
        </label>
        <select
          id={visibilityId}
          value={visibility}
          onChange={(event) => setVisibility(event.target.value as ListVisibility)}
        >
          {LIST_VISIBILITIES.map((value) => (
            <option key={value} value={value}>
              {VISIBILITY_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="dialog__actions">
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="button" disabled={pending || title.trim() === ''}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
