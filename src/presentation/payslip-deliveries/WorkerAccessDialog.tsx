import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  GlobalStyles,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PayslipDeliveriesApi } from '../../application/payslip-deliveries/payslip-deliveries-api';
import { LoadContent } from '../common/LoadContent';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import {
  EMAIL_MAX,
  WorkerAccessPresenter,
  type InvitationShown,
  type WorkerAccessState,
  type WorkerAccessView,
} from './worker-access-presenter';

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
  const { t } = useTranslation();
  const api = useInject<PayslipDeliveriesApi>(PayslipDeliveriesApi);
  const [presenter, state] = usePresenter<WorkerAccessState, WorkerAccessPresenter>(
    () => new WorkerAccessPresenter(api, (key, params) => t(key, params ?? {}), worker.id, canEdit),
  );
  return <WorkerAccessView presenter={presenter} state={state} name={worker.name} onClose={onClose} />;
}

/** The dialog for a state (also what the tests render). */
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
  const busy = state.kind === 'ready' && state.busy;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="worker-access-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="worker-access-title">{t('payslipDeliveries.access.title', { name })}</DialogTitle>
      <DialogContent>
        <LoadContent
          state={state}
          loadingLabel={t('payslipDeliveries.access.loading')}
          onRetry={() => void presenter.load()}
        >
          {(ready) => <AccessContent presenter={presenter} ready={ready} />}
        </LoadContent>
      </DialogContent>
      <DialogActions>
        {state.kind === 'ready' && state.canInvite && (
          <Button
            variant="contained"
            onClick={() => void presenter.invite()}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {state.email.trim() === ''
              ? t('payslipDeliveries.access.generateCode')
              : t('payslipDeliveries.access.inviteByEmail')}
          </Button>
        )}
        <Button onClick={onClose} disabled={busy}>
          {t('payslipDeliveries.access.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AccessContent({ presenter, ready }: { presenter: WorkerAccessPresenter; ready: WorkerAccessView }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
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

/** The invitation's answer: the e-mail sent, or the code to print, big, shown only once. */
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
        <Typography variant="subtitle1">{t('payslipDeliveries.access.codeTitle')}</Typography>
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
