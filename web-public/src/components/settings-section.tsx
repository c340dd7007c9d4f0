import { useId, type FormEvent, type ReactNode } from 'react';

import { FormSubmit } from './field';

interface SettingsSectionProps {
  heading: string;
  /** Shown between the heading and the form. */
  status?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  /** Why the form cannot be sent yet, shown above its button; null when it can. */
  problem: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

/** A section of the settings page with a form of its own. */
export function SettingsSection({
  heading,
  status,
  onSubmit,
  problem,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {status}
      <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        {children}
        <FormSubmit problem={problem} pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
      </form>
    </section>
  );
}
