import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { Alert, Button, LinearProgress, Stack } from '@mui/material';
import { useMemo } from 'react';
import {
  ADJUSTMENT_KINDS,
  ADJUSTMENT_LABELS,
  REASON_MAX,
  type AdjustmentRow,
} from '../../../domain/fishing-weeks';
import { EditableGrid, type EditableColumn, type GridChoice } from '../../common/EditableGrid';
import { GridSection } from './GridSection';
import { gridOf, workerColumn, type TabProps } from './grid-tab';

const UNION_DUES_HINT =
  'Las cuotas sindicales no se ingresan: el cálculo las descuenta automáticamente a los trabajadores afiliados.';

const KIND_CHOICES: GridChoice[] = ADJUSTMENT_KINDS.map((k) => ({ id: k, label: ADJUSTMENT_LABELS[k] }));

/** The other earnings and deductions tab (advances, loan instalments, court-ordered retentions…). */
export function AdjustmentsTab(props: TabProps) {
  const { presenter, state, choices, readOnly } = props;
  const columns = useMemo<EditableColumn<AdjustmentRow>[]>(
    () => [
      workerColumn(choices, 220),
      { field: 'kind', header: 'Tipo', kind: 'select', choices: KIND_CHOICES, flex: 1.5, minWidth: 170 },
      { field: 'amount', header: 'Monto', kind: 'decimal', places: 2, nullable: true },
      { field: 'percent', header: 'Porcentaje', kind: 'decimal', places: 2, nullable: true },
      { field: 'beneficiary', header: 'Beneficiario', kind: 'text', maxLength: 200, flex: 1.5 },
      { field: 'reason', header: 'Motivo', kind: 'text', maxLength: REASON_MAX, flex: 2, minWidth: 160 },
    ],
    [choices],
  );
  return (
    <GridSection title="Otros ingresos y descuentos">
      <Alert severity="info" sx={{ mb: 1 }}>
        {UNION_DUES_HINT} La retención judicial lleva un monto o un porcentaje (no ambos) y su beneficiario.
        Los préstamos se registran en la ficha del trabajador; sus cuotas se agregan aquí. Un «Otro ingreso»
        paga al trabajador un monto con su motivo (un reintegro, un bono de producción): suma a su
        remuneración de la semana, afecta a pensiones, EsSalud y renta.
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
            Agregar cuotas de préstamos
          </Button>
          {state.loans.busy && <LinearProgress sx={{ width: 120 }} aria-label="Leyendo préstamos" />}
        </Stack>
      )}
      {state.loans.message && (
        <Alert severity="info" role="status" sx={{ mb: 1 }}>
          {state.loans.message}
        </Alert>
      )}
      <EditableGrid
        id="week-adjustments"
        label="Otros ingresos y descuentos"
        columns={columns}
        {...gridOf(props, 'ajustes')}
        addLabel="Agregar ingreso o descuento"
        emptyText="Sin ingresos ni descuentos en la semana."
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
