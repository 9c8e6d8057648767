import { Alert, Box, Stack } from '@mui/material';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from './RetryAlert';

/**
 * What a form says above its fields: the reload banner of a stale edit (save stays disabled until the
 * record is read again) and a refusal that belongs to no field.
 */
export function FormBanners({
  conflict,
  formError,
  onReload,
}: {
  conflict: string | null;
  formError: string | null;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {conflict && (
        <RetryAlert severity="warning" onRetry={onReload} actionLabel={t('admin.common.reload')}>
          {conflict}
        </RetryAlert>
      )}
      {formError && <Alert severity="error">{formError}</Alert>}
    </>
  );
}

/**
 * The body of a create/edit dialog: the `<form id>` that Save submits (the presenter's `submit()`), its
 * banners, then the fields (children), one under the other.
 */
export function DialogForm({
  id,
  state,
  presenter,
  children,
}: {
  id: string;
  state: { readonly conflict: string | null; readonly formError: string | null };
  presenter: { submit(): unknown; load(): unknown };
  children: ReactNode;
}) {
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void presenter.submit();
  };
  return (
    <Box component="form" id={id} noValidate onSubmit={onSubmit}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormBanners
          conflict={state.conflict}
          formError={state.formError}
          onReload={() => void presenter.load()}
        />
        {children}
      </Stack>
    </Box>
  );
}

/** The fields of `V` that take any text. */
type TextField<V> = { [K in keyof V]-?: string extends V[K] ? K : never }[keyof V];

/**
 * The text fields of a dialog form bound to its state: `field(name)` is a `TextField`'s value, change
 * (`set`), error and helper text (the error, or ' ' that keeps the line's height):
 * `<TextField label={…} {...field('name')} required />`.
 */
export function textFieldsOf<V>(
  state: { readonly values: V; readonly errors: Readonly<Record<string, string>> },
  set: (field: TextField<V>, value: string) => void,
) {
  return (name: TextField<V>) => {
    const error = state.errors[String(name)];
    return {
      value: state.values[name],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value),
      error: Boolean(error),
      helperText: error ?? ' ',
    };
  };
}
