import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface AuthFieldProps {
  readonly name: string;
  readonly label: string;
  readonly type?: string;
  readonly error?: boolean;
  /** Shown under the field and announced with it (aria-describedby); ' ' keeps the line's height. */
  readonly helperText?: ReactNode;
  readonly fullWidth?: boolean;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly autoComplete?: string;
  readonly autoFocus?: boolean;
  readonly defaultValue?: string;
  readonly slotProps?: {
    readonly htmlInput?: InputHTMLAttributes<HTMLInputElement>;
    readonly input?: { readonly endAdornment?: ReactNode };
  };
}

/**
 * An outlined text field built from MUI's input parts (label, outlined input, helper text), with the
 * same markup and accessibility as `TextField`, which would also bring the select machinery (Select,
 * Menu, Popover, Modal) that no field of the pages outside the shell uses.
 */
export function AuthField({
  name,
  label,
  type = 'text',
  error = false,
  helperText,
  fullWidth = false,
  required = false,
  disabled = false,
  autoComplete,
  autoFocus = false,
  defaultValue,
  slotProps,
}: AuthFieldProps) {
  const id = `${name}-${useId()}`;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      fullWidth={fullWidth}
      required={required}
      error={error}
      disabled={disabled}
      variant="outlined"
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        endAdornment={slotProps?.input?.endAdornment}
        inputProps={{ ...slotProps?.htmlInput, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
