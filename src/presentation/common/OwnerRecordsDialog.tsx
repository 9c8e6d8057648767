import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDialogProps } from './FormDialog';
import type { Ready } from './load-presenter';
import { RecordsContent } from './RecordsContent';
import { RecordsDialog } from './RecordsDialog';
import type { RecordsPresenter, RecordsState } from './records-presenter';

/**
 * One owner's records in the kit's records dialog (a worker's court orders, loans, vacation periods): the
 * frame, the create button (with `create`, for a user who may edit once the records are read), the close
 * button, and the records' content with its form and its deletion's confirmation. The texts are the
 * screen's under `texts`: `<texts>.close`, `.loading`, `.form.createTitle`, `.form.editTitle`,
 * `.confirm.title`, `.confirm.action`, and `.create` with `create`.
 */
export function OwnerRecordsDialog<R extends object, Row, V extends object, E, C extends object>({
  id,
  texts,
  title,
  maxWidth,
  create = false,
  presenter,
  state,
  onClose,
  form,
  confirm,
  children,
}: {
  readonly id: string;
  /** The prefix of the dialog's texts in the translations ('loans'). */
  readonly texts: string;
  readonly title: ReactNode;
  readonly maxWidth: 'md' | 'lg';
  /** Whether the dialog offers to record a new one. */
  readonly create?: boolean;
  readonly presenter: RecordsPresenter<R, Row, V, E, C>;
  readonly state: RecordsState<R, Row, V, E, C>;
  readonly onClose: () => void;
  /** The form's id and fields (its titles are the texts'). */
  readonly form: Omit<FormDialogProps<V, E>, 'presenter' | 'onClose' | 'title'>;
  /** The confirmation's id and question about the row (its title and action are the texts'). */
  readonly confirm: { readonly id: string; readonly question: (row: Row) => string };
  readonly children: (ready: Ready<RecordsState<R, Row, V, E, C>>) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <RecordsDialog
      id={id}
      title={title}
      maxWidth={maxWidth}
      onClose={onClose}
      actions={
        <>
          {create && presenter.canEdit && state.kind === 'ready' && (
            <Button variant="contained" onClick={() => presenter.openCreate()}>
              {t(`${texts}.create`)}
            </Button>
          )}
          <Button onClick={onClose}>{t(`${texts}.close`)}</Button>
        </>
      }
    >
      <RecordsContent
        presenter={presenter}
        state={state}
        loadingLabel={t(`${texts}.loading`)}
        form={{
          ...form,
          title: { create: t(`${texts}.form.createTitle`), edit: t(`${texts}.form.editTitle`) },
        }}
        confirm={{ ...confirm, title: t(`${texts}.confirm.title`), action: t(`${texts}.confirm.action`) }}
      >
        {children}
      </RecordsContent>
    </RecordsDialog>
  );
}
