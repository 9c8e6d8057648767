import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialog, type FormDialogProps } from './FormDialog';
import type { Ready } from './load-presenter';
import type { RecordsPresenter, RecordsState } from './records-presenter';
import { LoadContent } from './LoadContent';

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
  return (
    <LoadContent state={state} loadingLabel={loadingLabel} onRetry={() => void presenter.load()} bar>
      {(ready) => (
        <>
          {ready.notice && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {ready.notice}
            </Alert>
          )}
          {ready.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {ready.error}
            </Alert>
          )}
          {children(ready)}
          {ready.form && (
            <FormDialog {...form} presenter={ready.form} onClose={() => presenter.closeForm()} />
          )}
          {ready.confirm && (
            <ConfirmDialog
              id={confirm.id}
              title={confirm.title}
              question={confirm.question(ready.confirm)}
              confirmLabel={confirm.action}
              danger
              busy={ready.deleting}
              error={null}
              onCancel={() => presenter.cancelDelete()}
              onConfirm={() => void presenter.confirmDelete()}
            />
          )}
        </>
      )}
    </LoadContent>
  );
}
