import { Alert, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialog, type FormDialogProps } from './FormDialog';
import type { Ready } from './load-presenter';
import type { RecordsPresenter, RecordsState } from './records-presenter';
import { RetryAlert } from './RetryAlert';

/**
 * The content of a records dialog (`RecordsPresenter`: a worker's loans, a worker's vacation periods):
 * a bar while the records load, the failure with Reintentar, then the notice and the refused deletion
 * above the records (children), the open form (`form`: the kit's `FormDialog` without its presenter) and
 * the deletion's confirmation (`confirm`: its title and question about the row).
 */
export function RecordsContent<R extends object, Row, V extends object, E, C extends object>({
  presenter,
  state,
  loadingLabel,
  form,
  confirm,
  children,
}: {
  presenter: RecordsPresenter<R, Row, V, E, C>;
  state: RecordsState<R, Row, V, E, C>;
  loadingLabel: string;
  form: Omit<FormDialogProps<V, E>, 'presenter' | 'onClose'>;
  confirm: {
    readonly id: string;
    readonly title: string;
    readonly question: (row: Row) => string;
    readonly action: string;
  };
  children: (ready: Ready<RecordsState<R, Row, V, E, C>>) => ReactNode;
}) {
  if (state.kind === 'loading') return <LinearProgress aria-label={loadingLabel} />;
  if (state.kind === 'failed')
    return <RetryAlert onRetry={() => void presenter.load()}>{state.message}</RetryAlert>;
  return (
    <>
      {state.notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {state.notice}
        </Alert>
      )}
      {state.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {state.error}
        </Alert>
      )}
      {children(state)}
      {state.form && <FormDialog {...form} presenter={state.form} onClose={() => presenter.closeForm()} />}
      {state.confirm && (
        <ConfirmDialog
          id={confirm.id}
          title={confirm.title}
          question={confirm.question(state.confirm)}
          confirmLabel={confirm.action}
          danger
          busy={state.deleting}
          error={null}
          onCancel={() => presenter.cancelDelete()}
          onConfirm={() => void presenter.confirmDelete()}
        />
      )}
    </>
  );
}
