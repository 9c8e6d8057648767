import { Alert, Box, Button, DialogContent, GlobalStyles, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PayslipDeliveriesApi } from '../../application/payslip-deliveries/payslip-deliveries-api';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { FormDialogFrame, type FormFrameState } from '../common/FormDialogFrame';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import {
  EMAIL_MAX,
  WorkerAccessPresenter,
  type InvitationShown,
  type WorkerAccessState,
  type WorkerAccessView,
} from './worker-access-presenter';
import { useTranslate } from '../common/use-translate';

const FORM = 'worker-access';
const PRINTED = 'worker-access-code';

/** «Acceso a Mis boletas» of a worker's row (composed in pages/workers). */
export function WorkerAccessDialog({
  worker,
  canEdit,
  onClose,
}: {
  worker: { readonly id: number; readonly name: string };
  canEdit: boolean;
  onClose: () => void;
}) {
  const t = useTranslate();
  const api = useInject<PayslipDeliveriesApi>(PayslipDeliveriesApi);
  const [presenter, state] = usePresenter<WorkerAccessState, WorkerAccessPresenter>(
    () => new WorkerAccessPresenter(api, t, worker.id, canEdit),
  );
  return <WorkerAccessView presenter={presenter} state={state} name={worker.name} onClose={onClose} />;
}

/** The frame's state for the access's: ready is a form, busy while the invitation runs. */
const frameOf = (state: WorkerAccessState): FormFrameState =>
  state.kind === 'ready' ? { kind: 'editing', saving: state.busy, conflict: null } : state;

/** The dialog for a state (also what the tests render), on the kit's form frame. */
export function WorkerAccessView({
  presenter,
  state,
  name,
  onClose,
}: {
  presenter: WorkerAccessPresenter;
  state: WorkerAccessState;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ready = state.kind === 'ready' ? state : null;
  return (
    <FormDialogFrame
      id={FORM}
      title={t('payslipDeliveries.access.title', { name })}
      state={frameOf(state)}
      onClose={onClose}
      onRetry={() => void presenter.load()}
      actions={{
        cancel: t('payslipDeliveries.access.close'),
        submit: !ready?.canInvite
          ? null
          : ready.email.trim() === ''
            ? t('payslipDeliveries.access.generateCode')
            : t('payslipDeliveries.access.inviteByEmail'),
        more: ready?.canNewCode && (
          <Button variant="outlined" onClick={() => presenter.askNewCode()} disabled={ready.busy}>
            {t('payslipDeliveries.access.newCode')}
          </Button>
        ),
      }}
    >
      {ready && (
        <DialogContent>
          <AccessContent presenter={presenter} ready={ready} />
          {ready.confirmingNewCode && (
            <ConfirmDialog
              id="worker-access-new-code"
              title={t('payslipDeliveries.access.newCodeTitle')}
              question={t('payslipDeliveries.access.newCodeQuestion', { name })}
              confirmLabel={t('payslipDeliveries.access.newCodeConfirm')}
              danger
              busy={ready.busy}
              error={ready.confirmingNewCode.error}
              onCancel={() => presenter.cancelNewCode()}
              onConfirm={() => void presenter.newCode()}
            />
          )}
        </DialogContent>
      )}
    </FormDialogFrame>
  );
}

function AccessContent({ presenter, ready }: { presenter: WorkerAccessPresenter; ready: WorkerAccessView }) {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={1.5}
      component="form"
      id={FORM}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void presenter.invite();
      }}
    >
      <Typography>{t('payslipDeliveries.access.state', { state: ready.state })}</Typography>
      {ready.lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
      {ready.canInvite && (
        <TextField
          type="email"
          label={t('payslipDeliveries.access.emailField')}
          helperText={t('payslipDeliveries.access.emailHelp')}
          value={ready.email}
          onChange={(e) => presenter.setEmail(e.target.value)}
          disabled={ready.busy}
          fullWidth
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX } }}
        />
      )}
      {ready.error && <Alert severity="error">{ready.error}</Alert>}
      {ready.invited && <Invitation invited={ready.invited} />}
    </Stack>
  );
}

/**
 * The invitation's (or a new code's) answer: the e-mail sent, or the code to print, big, shown only once.
 */
function Invitation({ invited }: { invited: InvitationShown }) {
  const { t } = useTranslation();
  if (invited.code === null)
    return (
      <Alert severity="success" role="status">
        {invited.emailed} {invited.validUntil}
      </Alert>
    );
  return (
    <>
      {/* Printing shows the code's block alone. */}
      <GlobalStyles
        styles={{
          '@media print': {
            'body *': { visibility: 'hidden' },
            [`#${PRINTED}, #${PRINTED} *`]: { visibility: 'visible' },
            [`#${PRINTED}`]: { position: 'absolute', left: 0, top: 0 },
          },
        }}
      />
      <Alert severity="warning">{t('payslipDeliveries.access.shownOnce')}</Alert>
      <Box
        id={PRINTED}
        role="region"
        aria-label={t('payslipDeliveries.access.codeTitle')}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, textAlign: 'center' }}
      >
        <Typography variant="subtitle1" component="h3">
          {t('payslipDeliveries.access.codeTitle')}
        </Typography>
        <Typography>{t('payslipDeliveries.access.codeUser', { username: invited.username })}</Typography>
        <Typography
          variant="h3"
          component="p"
          sx={{ fontFamily: 'monospace', letterSpacing: 4, my: 1, overflowWrap: 'anywhere' }}
        >
          {invited.code}
        </Typography>
        <Typography>{invited.validUntil}</Typography>
      </Box>
      <Box>
        <Button variant="outlined" onClick={() => window.print()}>
          {t('payslipDeliveries.access.print')}
        </Button>
      </Box>
    </>
  );
}
