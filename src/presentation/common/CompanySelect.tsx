import { MenuItem, TextField } from '@mui/material';

/** A company to choose: its RUC and its legal name. */
export interface CompanyChoice {
  readonly ruc: string;
  readonly legalName: string;
}

/** A select of companies by legal name, whose value is the chosen company's RUC. */
export function CompanySelect({
  label,
  value,
  companies,
  onChoose,
}: {
  label: string;
  value: string;
  companies: readonly CompanyChoice[];
  onChoose: (ruc: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChoose(e.target.value)}
      sx={{ minWidth: 240 }}
    >
      {companies.map((c) => (
        <MenuItem key={c.ruc} value={c.ruc}>
          {c.legalName}
        </MenuItem>
      ))}
    </TextField>
  );
}
