import { Autocomplete, TextField } from '@mui/material';
import { useInput } from 'react-admin';

interface ChipsInputProps {
  source: string;
  label: string;
  max: number;
}

/** Free-text chips (genre, tags): type and press Enter to add, up to `max`. */
export function ChipsInput({ source, label, max }: ChipsInputProps) {
  const { field } = useInput<string[] | null>({ source });
  const values: string[] = field.value ?? [];
  const full = values.length >= max;

  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={values}
      onChange={(_event, next) => {
        const cleaned = [...new Set(next.map((entry) => entry.trim()).filter(Boolean))];
        field.onChange(cleaned.slice(0, max));
      }}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={full ? `${label}: at most ${max}` : `Press Enter to add; up to ${max}`}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, readOnly: full },
          }}
        />
      )}
    />
  );
}
