import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FileSaver } from '../../application/ports/file-saver';
import { PayslipDeliveriesApi } from '../../application/payslip-deliveries/payslip-deliveries-api';
import { OBSERVATION_MAX } from '../../domain/payslip-deliveries/delivery';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { LoadContent } from '../common/LoadContent';
import { NoticeBar } from '../common/NoticeBar';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { ShellPage } from '../shell/ShellPage';
import {
  OwnPayslipsPresenter,
  type OwnPayslipCard,
  type OwnPayslips,
  type OwnPayslipsState,
  type ReceiptDialog,
} from './own-payslips-presenter';
import { useTranslate } from '../common/use-translate';

/** «Mis boletas» (module `mis_boletas`): the signed-in worker's documents, made for a phone. */
export function OwnPayslipsPage() {
  const t = useTranslate();
  const api = useInject<PayslipDeliveriesApi>(PayslipDeliveriesApi);
  const files = useInject<FileSaver>(FileSaver);
  const [presenter, state] = usePresenter<OwnPayslipsState, OwnPayslipsPresenter>(
    () => new OwnPayslipsPresenter(api, files, t),
  );
  return (
    <ShellPage code="mis_boletas">
      <OwnPayslipsView presenter={presenter} state={state} />
    </ShellPage>
  );
}

export default OwnPayslipsPage;

/** The page's content for a state (also what the tests render). */
export function OwnPayslipsView({
  presenter,
  state,
}: {
  presenter: OwnPayslipsPresenter;
  state: OwnPayslipsState;
}) {
  const { t } = useTranslation();
  return (
    <LoadContent
      state={state}
      loadingLabel={t('payslipDeliveries.own.loading')}
      onRetry={() => void presenter.load()}
    >
      {(ready) => <OwnPayslipsList presenter={presenter} ready={ready} />}
    </LoadContent>
  );
}

function OwnPayslipsList({ presenter, ready }: { presenter: OwnPayslipsPresenter; ready: OwnPayslips }) {
  const { t } = useTranslation();
  if (ready.refusal !== null)
    return (
      <Alert severity="warning" role="alert">
        {ready.refusal}
      </Alert>
    );
  return (
    <Box sx={{ maxWidth: 640 }}>
      {ready.worker && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {ready.worker}
        </Typography>
      )}
      <NoticeBar notice={ready.notice} onClose={() => presenter.dismissNotice()} />
      {ready.cards.length === 0 ? (
        <Typography color="text.secondary">{t('payslipDeliveries.own.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {ready.cards.map((card) => (
            <Box component="li" key={card.id}>
              <PayslipCard card={card} downloading={ready.downloading} presenter={presenter} />
            </Box>
          ))}
        </Stack>
      )}
      {ready.confirming && <ReceiptConfirmDialog dialog={ready.confirming} presenter={presenter} />}
    </Box>
  );
}

function PayslipCard({
  card,
  downloading,
  presenter,
}: {
  card: OwnPayslipCard;
  downloading: number | null;
  presenter: OwnPayslipsPresenter;
}) {
  const { t } = useTranslation();
  const titleId = `payslip-${card.id}-title`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {card.kind}
        </Typography>
        <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {card.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {card.dates}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {card.employer}
        </Typography>
        {card.net !== null && (
          <Typography variant="body1" sx={{ mt: 1 }}>
            {t('payslipDeliveries.own.net')} <strong>{card.net}</strong>
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: card.net === null ? 1 : 0 }}>
          {card.published}
        </Typography>
        {card.due !== null && (
          <Typography variant="body2" color="text.secondary">
            {card.due}
          </Typography>
        )}
        <Chip
          sx={{ mt: 1, maxWidth: '100%' }}
          size="small"
          color={card.confirmed ? 'success' : 'default'}
          label={card.stateText}
        />
        {card.observation && (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {t('payslipDeliveries.own.observationShown', { observation: card.observation })}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          variant="outlined"
          onClick={() => void presenter.download(card.id)}
          disabled={downloading !== null}
          aria-label={t('payslipDeliveries.own.downloadOf', { title: card.title })}
        >
          {t('payslipDeliveries.own.download')}
        </Button>
        {!card.confirmed && (
          <Button
            variant="contained"
            onClick={() => presenter.openConfirm(card.id)}
            aria-label={t('payslipDeliveries.own.confirmOf', { title: card.title })}
          >
            {t('payslipDeliveries.own.confirm')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

function ReceiptConfirmDialog({
  dialog,
  presenter,
}: {
  dialog: ReceiptDialog;
  presenter: OwnPayslipsPresenter;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      id="payslip-receipt"
      title={t('payslipDeliveries.own.confirmTitle')}
      question={t('payslipDeliveries.own.confirmQuestion', { title: dialog.title })}
      confirmLabel={t('payslipDeliveries.own.confirmAction')}
      busy={dialog.busy}
      error={dialog.error}
      onCancel={() => presenter.closeConfirm()}
      onConfirm={() => void presenter.confirm()}
    >
      <TextField
        label={t('payslipDeliveries.own.observation')}
        value={dialog.observation}
        onChange={(e) => presenter.setObservation(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        margin="normal"
        disabled={dialog.busy}
        helperText={dialog.counter}
        slotProps={{ htmlInput: { maxLength: OBSERVATION_MAX } }}
      />
    </ConfirmDialog>
  );
}
