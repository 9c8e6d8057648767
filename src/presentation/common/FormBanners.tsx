import { Alert, Box, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
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
