import { useId, type ReactNode, type Ref } from 'react';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enforced by the input, and shown as a `used/max` counter. */
  maxLength?: number;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'email' | 'password' | 'url';
  autoComplete?: string;
  hint?: ReactNode;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** Hides the label visually (a placeholder or context names the field instead). */
  hideLabel?: boolean;
  autoFocus?: boolean;
}

/** A labelled text input or text area with an optional hint and character counter. */
export function Field({
  label,
  value,
  onChange,
  maxLength,
  multiline = false,
  rows = 4,
  type = 'text',
  autoComplete,
  hint,
  placeholder,
  inputRef,
  hideLabel = false,
  autoFocus,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const describedBy =
    [hint ? hintId : null, maxLength === undefined ? null : countId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    value,
    maxLength,
    placeholder,
    ref: inputRef,
    autoFocus,
    'aria-describedby': describedBy,
  };
  return (
    <div className="field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {(hint || maxLength !== undefined) && (
        <div className="field__footer">
          {hint && (
            <span id={hintId} className="field__hint">
              {hint}
            </span>
          )}
          {maxLength !== undefined && (
            <span id={countId} className="field__count">
              {value.length}/{maxLength}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

/** The form-level note explaining why the submit button is disabled, or what went wrong. */
export function FormMessage({ id, error, children }: { id?: string; error?: boolean; children: ReactNode }) {
  return (
    <p
      id={id}
      className={error ? 'form__message form__message--error' : 'form__message'}
      role={error ? 'alert' : undefined}
    >
      {children}
    </p>
  );
}

/**
 * A form's submit button with the note that says why it is disabled: shown while `problem`
 * holds one, and named by the button for screen readers.
 */
export function FormSubmit({
  problem,
  pending,
  label,
  pendingLabel,
}: {
  problem: string | null;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  const messageId = useId();
  return (
    <>
      {problem && <FormMessage id={messageId}>{problem}</FormMessage>}
      <button
        type="submit"
        className="button"
        disabled={problem !== null || pending}
        aria-describedby={problem ? messageId : undefined}
      >
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}
