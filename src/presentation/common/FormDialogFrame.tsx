import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Presenter } from '../core/presenter';
import { useAttachedPresenter } from '../core/use-presenter';
import type { FormMode } from './form-presenter';
import { RetryAlert } from './RetryAlert';

/** What every create/edit form presenter's state shares. */
export type FormFrameState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'editing'; readonly saving: boolean; readonly conflict: string | null };

/** The frame's buttons when a form's are not Cancel / Save (a dialog that acts rather than saves). */
export interface FormFrameActions {
  /** Instead of «Cancelar» («Cerrar»). */
  readonly cancel?: string;
  /** Instead of «Guardar», kept while it runs; null: no submit button (nothing to submit). */
  readonly submit?: string | null;
  /** More buttons before the submit one, while editing («Nuevo código»). */
  readonly more?: ReactNode;
}

/**
 * The dialog around a create/edit form: title, a spinner while loading, the failure with a retry, the
 * form (children, a `<form id={formId}>`), and Cancel / Save (disabled while saving or after a conflict);
 * `actions` renames them, hides Save or adds buttons.
 */
export function FormDialogFrame({
  id,
  title,
  state,
  onClose,
  onRetry,
  maxWidth = 'sm',
  actions = {},
  children,
}: {
  /** The form's id; the title's id is derived from it. */
  id: string;
  title: string;
  state: FormFrameState;
  onClose: () => void;
  onRetry: () => void;
  maxWidth?: 'sm' | 'md';
  actions?: FormFrameActions;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const saving = state.kind === 'editing' && state.saving;
  const submit = actions.submit === undefined ? t('admin.common.save') : actions.submit;
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {state.kind === 'loading' && (
        <DialogContent>
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={t('admin.common.loading')} />
          </Box>
        </DialogContent>
      )}
      {state.kind === 'failed' && (
        <DialogContent>
          <RetryAlert onRetry={onRetry}>{state.message}</RetryAlert>
        </DialogContent>
      )}
      {state.kind === 'editing' && children}
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {actions.cancel ?? t('admin.common.cancel')}
        </Button>
        {state.kind === 'editing' && actions.more}
        {state.kind === 'editing' && submit !== null && (
          <Button
            type="submit"
            form={id}
            variant="contained"
            disabled={saving || state.conflict !== null}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {saving && actions.submit === undefined ? t('admin.common.saving') : submit}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** A form presenter as the frame uses it (the kit's `FormPresenter` and the screens built on it). */
interface FramedForm<S> extends Presenter<S> {
  load(): Promise<void>;
}

/**
 * The frame bound to a form presenter: attaches it while shown, titles the dialog by its mode, retries
 * a failed read with `load()`, and renders `children` with the editing state.
 */
export function FormPresenterDialog<S extends FormFrameState & { readonly mode: FormMode }>({
  id,
  title,
  presenter,
  onClose,
  maxWidth = 'sm',
  children,
}: {
  id: string;
  title: { readonly create: string; readonly edit: string };
  presenter: FramedForm<S>;
  onClose: () => void;
  maxWidth?: 'sm' | 'md';
  children: (editing: Extract<S, { kind: 'editing' }>) => ReactNode;
}) {
  const state = useAttachedPresenter(presenter);
  return (
    <FormDialogFrame
      id={id}
      title={state.mode === 'create' ? title.create : title.edit}
      state={state}
      onClose={onClose}
      onRetry={() => void presenter.load()}
      maxWidth={maxWidth}
    >
      {state.kind === 'editing' && children(state as Extract<S, { kind: 'editing' }>)}
    </FormDialogFrame>
  );
}
