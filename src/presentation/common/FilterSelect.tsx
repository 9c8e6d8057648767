import { MenuItem, TextField } from '@mui/material';

/** A choice of a list's filter: the value it sets and its text. */
export interface FilterChoice<V extends string> {
  readonly value: V;
  readonly label: string;
}

/**
 * A list's filter as a select beside the search box: «any» (the empty value) first, then the choices.
 * A value that is no longer among the choices shows as «any»; `error` shows under it (choices that
 * could not be read).
 */
export function FilterSelect<V extends string>({
  label,
  any,
  choices,
  value,
  onChange,
  minWidth = 180,
  error,
}: {
  readonly label: string;
  /** The text of the empty value (all the rows). */
  readonly any: string;
  readonly choices: readonly FilterChoice<V>[];
  readonly value: V | '';
  readonly onChange: (value: V | '') => void;
  readonly minWidth?: number;
  readonly error?: string | null | undefined;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={choices.some((c) => c.value === value) ? value : ''}
      onChange={(e) => onChange(choices.find((c) => c.value === e.target.value)?.value ?? '')}
      {...(error ? { error: true, helperText: error } : {})}
      sx={{ minWidth }}
    >
      <MenuItem value="">{any}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A list's texts under its prefix: the grid's name, the search box, the empty and no-match texts. */
export function listTexts(t: (key: string) => string, prefix: string) {
  return {
    label: t(`${prefix}.tableLabel`),
    searchLabel: t(`${prefix}.search`),
    emptyText: t(`${prefix}.empty`),
    noMatchesText: t(`${prefix}.noMatches`),
  };
}
