import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../DataTable';
import type { LineView } from './breakdown-view';
import type { BreakdownState } from './period-presenter';

const lineColumns = (t: TFunction): readonly TableColumn<LineView>[] => [
  {
    key: 'concept',
    header: t('periodCycle.breakdown.concept'),
    sx: { verticalAlign: 'top' },
    cell: (line) => line.concept,
  },
  {
    key: 'formula',
    header: t('periodCycle.breakdown.formula'),
    cell: (line) => (
      <>
        <Typography variant="body2">{line.formula}</Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {line.inputs.map((input) => `${input.label}: ${input.value}`).join(' · ')}
        </Typography>
      </>
    ),
  },
  {
    key: 'amount',
    header: t('periodCycle.breakdown.amount'),
    align: 'right',
    sx: { verticalAlign: 'top', whiteSpace: 'nowrap' },
    cell: (line) => line.amount,
  },
];

/** A worker's result as a payslip: each line with its amount, its formula and what it came from. */
export function BreakdownDialog({
  state,
  onClose,
  onPayslip,
  downloading = false,
}: {
  state: BreakdownState;
  onClose: () => void;
  /** Downloads the worker's payslip (shown when the closed result may be exported). */
  onPayslip?: (() => void) | undefined;
  downloading?: boolean;
}) {
  const { t } = useTranslation();
  const columns = useMemo(() => lineColumns(t), [t]);
  const title = state.kind === 'ready' ? state.view.title : state.name;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="week-breakdown-title">
      <DialogTitle id="week-breakdown-title">{t('periodCycle.breakdown.title', { name: title })}</DialogTitle>
      {/* Focusable: a long breakdown scrolls, and the keyboard must reach it. */}
      <DialogContent dividers tabIndex={0}>
        {state.kind === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress aria-label={t('periodCycle.breakdown.loading')} />
          </Box>
        )}
        {state.kind === 'failed' && <Alert severity="error">{state.message}</Alert>}
        {state.kind === 'ready' && (
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {state.view.source} · {state.view.days}
            </Typography>
            {state.view.sections.map((section) => (
              <Box key={section.title} component="section" aria-label={section.title}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {section.title}
                </Typography>
                <DataTable
                  columns={columns}
                  rows={section.lines}
                  rowKey={(line, i) => `${line.concept}-${i}`}
                  empty={
                    <Typography variant="body2" color="text.secondary">
                      {t('periodCycle.breakdown.empty')}
                    </Typography>
                  }
                  total={{
                    label: t('periodCycle.breakdown.total', { section: section.title.toLowerCase() }),
                    span: 2,
                    cells: { amount: section.total },
                  }}
                />
              </Box>
            ))}
            <Typography variant="h6" component="p" sx={{ textAlign: 'right' }}>
              {t('periodCycle.breakdown.net', { amount: state.view.net })}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {onPayslip && (
          <Button onClick={onPayslip} disabled={downloading}>
            {t('periodCycle.breakdown.payslip')}
          </Button>
        )}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
