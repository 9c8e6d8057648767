import { Box, Stack } from '@mui/material';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { SubmitButton } from './SubmitButton';

/** A sign-in page's form: its fields one under the other, then the submit button (busy while sent). */
export function AuthForm({
  formRef,
  onSubmit,
  busy,
  submit,
  children,
}: {
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly busy: boolean;
  /** The button's text (the busy text while sent). */
  readonly submit: string;
  readonly children: ReactNode;
}) {
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy}>
      <Stack spacing={1}>
        {children}
        <SubmitButton busy={busy}>{submit}</SubmitButton>
      </Stack>
    </Box>
  );
}

/** What every field of a sign-in form has: its name, its error (or a blank line), read-only while busy. */
export function authFieldProps<N extends string>(
  errors: Readonly<Partial<Record<N, string>>>,
  name: N,
  busy: boolean,
) {
  return {
    name,
    error: errors[name] !== undefined,
    helperText: errors[name] ?? ' ',
    fullWidth: true,
    required: true,
    slotProps: { htmlInput: { readOnly: busy } },
  };
}
