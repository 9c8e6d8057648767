import type { SxProps, Theme } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES as pickersEs } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';

/** How every date is typed and shown on screen (es-PE): 16/11/2026. */
export const DATE_FORMAT = 'DD/MM/YYYY';

/** A stored date ('YYYY-MM-DD') as the picker's value; null when empty or not a date. */
export const toDay = (value: unknown) => (typeof value === 'string' && value !== '' ? dayjs(value) : null);

/** The picker's value as a stored date ('YYYY-MM-DD'); '' while it is empty or incomplete. */
export const fromDay = (value: dayjs.Dayjs | null) => (value?.isValid() ? value.format('YYYY-MM-DD') : '');

/** A stored date ('YYYY-MM-DD') as the screen shows it (16/11/2026); other text as it is. */
export function dayText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** The pickers' Spanish texts and calendar (Monday first), once for every date field of a view. */
export function DateLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="es"
      localeText={pickersEs.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}

export interface DateFieldProps {
  readonly label: string;
  /** 'YYYY-MM-DD', or '' when empty. */
  readonly value: string;
  /** 'YYYY-MM-DD', or '' while the field is empty or incomplete. */
  readonly onChange: (value: string) => void;
  readonly id?: string;
  readonly error?: boolean;
  readonly helperText?: ReactNode;
  readonly required?: boolean;
  readonly readOnly?: boolean;
  readonly autoFocus?: boolean;
  readonly size?: 'small' | 'medium';
  readonly fullWidth?: boolean;
  readonly sx?: SxProps<Theme>;
}

/**
 * The kit's one date field: typed or picked as DD/MM/AAAA with the Spanish calendar, carried as
 * 'YYYY-MM-DD'. Every form, filter, dialog and grid cell of the product uses it (issue 31: one date
 * picker everywhere), so no date is ever typed in the browser's own mm/dd/yyyy input.
 */
export function DateField(props: DateFieldProps) {
  return (
    <DateLocalization>
      <DatePicker
        label={props.label}
        value={toDay(props.value)}
        onChange={(d) => props.onChange(fromDay(d))}
        readOnly={props.readOnly}
        autoFocus={props.autoFocus}
        format={DATE_FORMAT}
        sx={props.sx}
        slotProps={{
          textField: {
            ...(props.id !== undefined ? { id: props.id } : {}),
            size: props.size,
            error: Boolean(props.error),
            helperText: props.helperText,
            required: props.required,
            fullWidth: props.fullWidth,
          },
        }}
      />
    </DateLocalization>
  );
}
