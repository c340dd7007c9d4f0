import { PASSWORD_HINT } from '@reviews/libs/rules';

import { Field } from '../../../components/field';

interface CurrentPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** An account made through the identity provider may have no password yet. */
  viaProvider: boolean;
}

/** The current password a settings change asks for. */
export function CurrentPasswordField({ value, onChange, viaProvider }: CurrentPasswordFieldProps) {
  return (
    <Field
      label="Current password"
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      hint={viaProvider ? 'Leave empty if you have never set a password here.' : undefined}
    />
  );
}

interface NewPasswordFieldsProps {
  password: string;
  repeat: string;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
}

/** A new password, typed twice. */
export function NewPasswordFields({
  password,
  repeat,
  onPasswordChange,
  onRepeatChange,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        hint={PASSWORD_HINT}
      />
      <Field
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={onRepeatChange}
      />
    </>
  );
}
