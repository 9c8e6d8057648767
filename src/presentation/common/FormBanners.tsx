import { Alert } from '@mui/material';
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
