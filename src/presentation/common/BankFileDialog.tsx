import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from './RetryAlert';
import type { BankFilePresenter, BankFileState } from './bank-file-presenter';
import { DateField } from './DateField';
import { usePresenter } from '../core/use-presenter';

export interface BankFileDialogProps {
  presenter: BankFilePresenter;
  state: BankFileState;
  /** 'Archivo de pago al banco'. */
  title: string;
  /** 'Sin cuenta bancaria (pagar por otro medio)'. */
  withoutAccount: string;
  /** 'PESQUERA NORTE S.A.C.' */
  company: string;
  onClose: () => void;
}

/**
 * A company's bank file (docs/bank-payments.md): who it pays, who is left out (`withoutAccount` names
 * the list), the charge account, date and reference, and the file.
 */
export function BankFileDialog({
  presenter,
  state,
  title,
  withoutAccount,
  company,
  onClose,
}: BankFileDialogProps) {
  const { t } = useTranslation();
  const BANK_TEXTS = {
    bank: t('bankFile.bank'),
    chargeAccount: t('bankFile.chargeAccount'),
    paymentDate: t('bankFile.paymentDate'),
    reference: t('bankFile.reference'),
    download: t('bankFile.download'),
    close: t('common.close'),
    title,
    withoutAccount,
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="bank-payment-title">
      <DialogTitle id="bank-payment-title">{BANK_TEXTS.title}</DialogTitle>
      <DialogContent>
        {state.kind === 'loading' && <LinearProgress />}
        {state.kind === 'failed' && (
          <RetryAlert onRetry={() => void presenter.load()}>{state.message}</RetryAlert>
        )}
        {state.kind === 'ready' && (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {state.layouts.length > 1 && (
              <TextField
                select
                label={BANK_TEXTS.bank}
                value={state.layout}
                onChange={(e) => void presenter.chooseLayout(e.target.value)}
                disabled={state.downloading}
              >
                {state.layouts.map((l) => (
                  <MenuItem key={l.code} value={l.code}>
                    {l.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Typography variant="body2" color="text.secondary">
              {state.layoutName} · {company}
            </Typography>
            <Typography>{state.summary}</Typography>
            {state.withoutAccount.length > 0 && (
              <Alert severity="warning">
                {BANK_TEXTS.withoutAccount}:
                <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={BANK_TEXTS.withoutAccount}>
                  {state.withoutAccount.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </Box>
              </Alert>
            )}
            <TextField
              label={BANK_TEXTS.chargeAccount}
              value={state.chargeAccount}
              onChange={(e) => presenter.edit({ chargeAccount: e.target.value })}
              helperText={state.hint}
              slotProps={{ htmlInput: { maxLength: 30, inputMode: 'numeric' } }}
              required
            />
            <DateField
              label={BANK_TEXTS.paymentDate}
              value={state.paymentDate}
              onChange={(paymentDate) => presenter.edit({ paymentDate })}
              required
            />
            <TextField
              label={BANK_TEXTS.reference}
              value={state.reference}
              onChange={(e) => presenter.edit({ reference: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 20 } }}
              required
            />
            {state.message !== '' && (
              <Alert severity="error">
                {state.message}
                {state.problems.length > 0 && (
                  <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }} aria-label={t('bankFile.problems')}>
                    {state.problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </Box>
                )}
              </Alert>
            )}
            {state.downloading && <LinearProgress />}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{BANK_TEXTS.close}</Button>
        {state.kind === 'ready' && (
          <Button
            variant="contained"
            disabled={!state.canDownload || state.downloading}
            onClick={() => void presenter.download()}
          >
            {BANK_TEXTS.download}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/**
 * A bank file dialog with a presenter of its own while it is open (the CTS deposit of a company, the
 * payment of its final settlements): `create` builds it once.
 */
export function OwnBankFileDialog({
  create,
  ...dialog
}: Omit<BankFileDialogProps, 'presenter' | 'state'> & { create: () => BankFilePresenter }) {
  const [presenter, state] = usePresenter<BankFileState, BankFilePresenter>(create);
  return <BankFileDialog presenter={presenter} state={state} {...dialog} />;
}
