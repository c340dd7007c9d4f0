import { clampPageInput, parsePageInput } from '@reviews/libs/rules';
import { useEffect, useId, useState, type FormEvent, type MouseEvent } from 'react';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /**
   * The address of a page: Previous and Next are then links to it (they page with JavaScript off,
   * product.md §14), which the page follows in place once its scripts run.
   */
  hrefFor?: (page: number) => string;
}

/**
 * Previous/next buttons and a page input accepting an integer from 1 to totalPages: a typed page
 * out of that range is brought into it as it is typed, anything else is marked invalid.
 */
export function Pagination({ page, totalPages, onPageChange, hrefFor }: PaginationProps) {
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

  const step = (target: number, label: string, disabled: boolean) =>
    hrefFor && !disabled ? (
      <a
        className="button button--ghost"
        href={hrefFor(target)}
        onClick={(event: MouseEvent) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onPageChange(target);
        }}
      >
        {label}
      </a>
    ) : (
      <button
        type="button"
        className="button button--ghost"
        disabled={disabled}
        onClick={() => onPageChange(target)}
      >
        {label}
      </button>
    );

  return (
    <nav className="pagination" aria-label="Pagination">
      {step(page - 1, 'Previous', page <= 1)}
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
      {step(page + 1, 'Next', page >= totalPages)}
    </nav>
  );
}
