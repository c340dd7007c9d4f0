import { useId } from 'react';

interface ToolbarSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
}

/** A labelled select in a listing's toolbar (sort, type, month). */
export function ToolbarSelect<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: ToolbarSelectProps<T>) {
  const id = useId();
  return (
    <div className="toolbar__sort">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
