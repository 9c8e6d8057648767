import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { Alert, Button, LinearProgress, Stack } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_KINDS, REASON_MAX, type AdjustmentRow } from '../../../domain/fishing-weeks';
import { EditableGrid, type EditableColumn, type GridChoice } from '../../common/EditableGrid';
import { GridSection } from './GridSection';
import { gridOf, workerColumn, type TabProps } from './grid-tab';

/** The other earnings and deductions tab (advances, loan instalments, court-ordered retentions…). */
export function AdjustmentsTab(props: TabProps) {
  const { t } = useTranslation();
  const { presenter, state, choices, readOnly } = props;
  const kindChoices = useMemo<GridChoice[]>(
    () => ADJUSTMENT_KINDS.map((k) => ({ id: k, label: t(`fishingWeeks.adjustments.kinds.${k}`) })),
    [t],
  );
  const columns = useMemo<EditableColumn<AdjustmentRow>[]>(
    () => [
      workerColumn(choices, 220, t),
      {
        field: 'kind',
        header: t('fishingWeeks.adjustments.kind'),
        kind: 'select',
        choices: kindChoices,
        flex: 1.5,
        minWidth: 170,
      },
      {
        field: 'amount',
        header: t('fishingWeeks.adjustments.amount'),
        kind: 'decimal',
        places: 2,
        nullable: true,
      },
      {
        field: 'percent',
        header: t('fishingWeeks.adjustments.percent'),
        kind: 'decimal',
        places: 2,
        nullable: true,
      },
      {
        field: 'beneficiary',
        header: t('fishingWeeks.adjustments.beneficiary'),
        kind: 'text',
        maxLength: 200,
        flex: 1.5,
      },
      {
        field: 'reason',
        header: t('fishingWeeks.adjustments.reason'),
        kind: 'text',
        maxLength: REASON_MAX,
        flex: 2,
        minWidth: 160,
      },
    ],
    [choices, kindChoices, t],
  );
  return (
    <GridSection title={t('fishingWeeks.adjustments.title')}>
      <Alert severity="info" sx={{ mb: 1 }}>
        {t('fishingWeeks.adjustments.hint')}
      </Alert>
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<RequestQuoteIcon />}
            disabled={state.loans.busy}
            onClick={() => void presenter.addLoanInstalments()}
          >
            {t('fishingWeeks.adjustments.addLoanInstalments')}
          </Button>
          {state.loans.busy && (
            <LinearProgress sx={{ width: 120 }} aria-label={t('fishingWeeks.adjustments.readingLoans')} />
          )}
        </Stack>
      )}
      {state.loans.message && (
        <Alert severity="info" role="status" sx={{ mb: 1 }}>
          {state.loans.message}
        </Alert>
      )}
      <EditableGrid
        id="week-adjustments"
        label={t('fishingWeeks.adjustments.title')}
        columns={columns}
        {...gridOf(props, 'ajustes')}
        addLabel={t('fishingWeeks.adjustments.add')}
        emptyText={t('fishingWeeks.adjustments.empty')}
        onAdd={() =>
          presenter.add('ajustes', {
            workerId: 0,
            kind: 'adelanto',
            amount: null,
            percent: null,
            beneficiary: '',
            reason: '',
          })
        }
      />
    </GridSection>
  );
}
