import { clampPageInput, parsePageInput } from '@reviews/libs/rules';
import { useEffect, useId, useState, type FormEvent } from 'react';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/**
 * Previous/next buttons and a page input accepting an integer from 1 to totalPages: a typed page
 * out of that range is brought into it as it is typed, anything else is marked invalid.
 */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(String(page));
  useEffect(() => setDraft(String(page)), [page]);

  if (totalPages <= 1) return null;

  const parsed = parsePageInput(draft, totalPages);
  const type = (text: string) => {
    const clamped = clampPageInput(text, totalPages);
    setDraft(clamped === null ? text : String(clamped));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed !== null && parsed !== page) onPageChange(parsed);
  };

  return (
    <nav className="pagination" aria-label="Pagination">
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </button>
      <form onSubmit={submit} className="pagination__form">
        <label htmlFor={inputId}>Page</label>
        <input
          id={inputId}
          className="pagination__input"
          type="number"
          min={1}
          max={totalPages}
          step={1}
          value={draft}
          aria-invalid={parsed === null}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setDraft(String(page))}
        />
        <span>of {totalPages}</span>
      </form>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
