import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodCycle } from '../../../domain/shared/period-cycle';
import { ConfirmDialog } from '../ConfirmDialog';
import { NoticeBar } from '../NoticeBar';
import { RetryAlert } from '../RetryAlert';
import type { Translate } from '../screen-state';
import { BreakdownDialog } from './BreakdownDialog';
import type { StateChip } from './breakdown-view';
import type { CycleReady, PeriodCyclePresenter } from './period-presenter';
import { ReopenDialog } from './ReopenDialog';

/** The intents the period's parts call. */
type CyclePresenter = Pick<
  PeriodCyclePresenter<CycleReady, unknown, unknown>,
  | 'load'
  | 'askClose'
  | 'cancelClose'
  | 'close'
  | 'startReopen'
  | 'setReason'
  | 'cancelReopen'
  | 'reopen'
  | 'closeBreakdown'
  | 'downloadBreakdownPayslip'
  | 'downloadPayslips'
  | 'dismissNotice'
> & { compute(): Promise<void> };

/**
 * What the payslips' button says while the file comes: that the server is making it, then how much has
 * arrived (a 2,000-page document takes seconds; the clerk sees it move).
 */
const downloadingText = (t: Translate, received: number) =>
  received === 0
    ? t('periodCycle.payslipsPreparing')
    : t('periodCycle.payslipsReceived', { size: (received / 1_000_000).toFixed(1) });

const spinner = (on: boolean | undefined) =>
  on ? <CircularProgress size={16} color="inherit" /> : undefined;

/**
 * A period's header: its title with the state chip, the lines under it, who changed it last, and its
 * buttons — Calcular (shown to `editar` while the period is not closed; `computeHint`, when given, is
 * its tooltip), Cerrar (shown when `closeShown`), Reabrir and «Boletas (PDF)» as the actions allow.
 * `children` sit under the header (the month's weeks).
 */
export function PeriodHeader({
  id,
  title,
  stateLabel,
  chip,
  lines,
  changed,
  presenter,
  state,
  closedPeriod,
  closeShown,
  computeHint,
  children,
}: {
  /** The title's id (the section is labelled by it). */
  id: string;
  title: string;
  stateLabel: string;
  chip: StateChip;
  lines: ReactNode;
  changed: string;
  presenter: CyclePresenter;
  state: CycleReady;
  closedPeriod: boolean;
  closeShown: boolean;
  computeHint?: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { actions } = state;
  const busy = state.busy !== null || state.conflict !== null;
  const compute = (
    <Button
      variant="contained"
      onClick={() => void presenter.compute()}
      disabled={!actions.compute || busy}
      startIcon={spinner(state.busy === 'compute')}
    >
      {t('periodCycle.compute')}
    </Button>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby={id}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography id={id} variant="h6" component="h2">
              {title}
            </Typography>
            <Chip label={stateLabel} {...chip} size="small" />
          </Stack>
          <Typography variant="body2">{lines}</Typography>
          <Typography variant="caption" color="text.secondary">
            {changed}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          {state.can.editar &&
            !closedPeriod &&
            (computeHint === undefined ? (
              compute
            ) : (
              <Tooltip title={computeHint ?? ''}>
                <span>{compute}</span>
              </Tooltip>
            ))}
          {closeShown && (
            <Button variant="outlined" onClick={() => presenter.askClose()} disabled={!actions.close || busy}>
              {t('periodCycle.close')}
            </Button>
          )}
          {actions.reopen && (
            <Button variant="outlined" onClick={() => presenter.startReopen()} disabled={busy}>
              {t('periodCycle.reopen')}
            </Button>
          )}
          {actions.payslips && (
            <Button
              variant="outlined"
              onClick={() => void presenter.downloadPayslips()}
              disabled={state.downloading === true}
              startIcon={spinner(state.downloading)}
            >
              {state.downloading ? downloadingText(t, state.downloaded ?? 0) : t('periodCycle.payslips')}
            </Button>
          )}
        </Stack>
      </Stack>
      {children}
    </Paper>
  );
}

/** An alert of the page: what it says and how strongly. */
export interface PeriodAlert {
  readonly severity: 'info' | 'warning';
  readonly text: string;
}

/** Under the header: the notice, the reload banner of a stale version, then the period's alerts. */
export function PeriodBanners({
  presenter,
  state,
  alerts,
}: {
  presenter: CyclePresenter;
  state: CycleReady;
  /** The alerts shown, in order (a `null` or `false` is left out). */
  alerts: readonly (PeriodAlert | null | false)[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <NoticeBar notice={state.notice} onClose={() => presenter.dismissNotice()} />
      {state.conflict && (
        <RetryAlert severity="warning" onRetry={() => void presenter.load()} actionLabel={t('common.reload')}>
          {state.conflict}
        </RetryAlert>
      )}
      {alerts.map(
        (alert, i) =>
          alert && (
            <Alert key={i} severity={alert.severity} sx={{ mb: 2 }}>
              {alert.text}
            </Alert>
          ),
      )}
    </>
  );
}

/** The period's dialogs: the close's confirmation, the reopening's reason, a worker's breakdown. */
export function PeriodDialogs({
  presenter,
  state,
  close,
  reopen,
  reason,
}: {
  presenter: CyclePresenter;
  state: CycleReady;
  close: { readonly id: string; readonly title: string; readonly question: string };
  reopen: { readonly title: string; readonly description: string };
  reason: PeriodCycle<string>['reason'];
}) {
  return (
    <>
      {state.confirmingClose && (
        <ConfirmDialog
          id={close.id}
          title={close.title}
          question={close.question}
          confirmLabel={close.title}
          busy={state.busy === 'close'}
          error={null}
          onCancel={() => presenter.cancelClose()}
          onConfirm={() => void presenter.close()}
        />
      )}
      {state.reopening && (
        <ReopenDialog
          title={reopen.title}
          description={reopen.description}
          reason={reason}
          state={state.reopening}
          onReason={(text) => presenter.setReason(text)}
          onCancel={() => presenter.cancelReopen()}
          onConfirm={() => void presenter.reopen()}
        />
      )}
      {state.breakdown && (
        <BreakdownDialog
          state={state.breakdown}
          onClose={() => presenter.closeBreakdown()}
          onPayslip={state.actions.payslips ? () => void presenter.downloadBreakdownPayslip() : undefined}
          downloading={state.downloading === true}
        />
      )}
    </>
  );
}
