import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment, useState } from 'react';
import { LoansApi } from '../../application/loans/loans-api';
import { limaDate } from '../../domain/shared/dates';
import { LOAN_AMOUNT_RULE, LOAN_REASON_MAX, type LoanInput } from '../../domain/loans/loan';
import type { FormFields } from '../common/FormDialog';
import { RecordsContent } from '../common/RecordsContent';
import { RecordActions, RecordsDialog } from '../common/RecordsDialog';
import { useInject } from '../core/dependencies';
import { useAttachedPresenter } from '../core/use-presenter';
import { LoansPresenter, type LoanRowView, type LoansWorker } from './loans-presenter';

const FIELDS: FormFields<LoanInput> = [
  { kind: 'date', name: 'grantedOn', label: 'Fecha del préstamo', required: true, row: 1 },
  {
    kind: 'decimal',
    name: 'amount',
    label: 'Monto prestado',
    decimals: LOAN_AMOUNT_RULE.decimals,
    unit: 'S/',
    required: true,
    row: 2,
  },
  {
    kind: 'decimal',
    name: 'instalment',
    label: 'Cuota por semana',
    decimals: LOAN_AMOUNT_RULE.decimals,
    unit: 'S/',
    required: true,
    row: 2,
    help: 'Lo que descuenta cada semana de pesca; la última cuota es lo que quede.',
  },
  {
    kind: 'text',
    name: 'reason',
    label: 'Motivo',
    maxLength: LOAN_REASON_MAX,
    multiline: true,
    required: true,
  },
];

const money = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * A worker's loans (docs/loans.md): each with its amount, weekly instalment, what closed weeks deducted,
 * what open weeks plan to deduct and the balance, its instalments week by week; grant, change or delete.
 */
export function LoansDialog({ presenter, onClose }: { presenter: LoansPresenter; onClose: () => void }) {
  const state = useAttachedPresenter(presenter);
  const { worker, canEdit } = presenter;
  return (
    <RecordsDialog
      id="loans"
      title={<>Préstamos de {worker.name}</>}
      maxWidth="lg"
      onClose={onClose}
      actions={
        <>
          {canEdit && state.kind === 'ready' && (
            <Button variant="contained" onClick={() => presenter.openCreate()}>
              Nuevo préstamo
            </Button>
          )}
          <Button onClick={onClose}>Cerrar</Button>
        </>
      }
    >
      <RecordsContent
        presenter={presenter}
        state={state}
        loadingLabel="Cargando préstamos"
        form={{
          id: 'loan-form',
          title: { create: 'Nuevo préstamo', edit: 'Editar préstamo' },
          fields: FIELDS,
        }}
        confirm={{
          id: 'loan-delete',
          title: 'Eliminar préstamo',
          question: (loan) =>
            `¿Eliminar el ${loan.title.toLowerCase()} del ${loan.granted} por ${loan.amount}? Ninguna semana descuenta cuotas de él.`,
          action: 'Eliminar',
        }}
      >
        {(state) => (
          <>
            <Typography sx={{ mb: 2 }}>
              Saldo por descontar: <strong>{state.totalBalance}</strong>. Las cuotas se descuentan en las
              semanas de pesca («Otros ingresos y descuentos» → «Agregar cuotas de préstamos»); el saldo baja
              al cerrar cada semana.
            </Typography>
            {state.rows.length === 0 ? (
              <Typography color="text.secondary">El trabajador no tiene préstamos registrados.</Typography>
            ) : (
              <Table size="small" aria-label="Préstamos">
                <TableHead>
                  <TableRow>
                    <TableCell>Préstamo</TableCell>
                    <TableCell>Fecha</TableCell>
                    <TableCell>Motivo</TableCell>
                    <TableCell sx={money}>Monto</TableCell>
                    <TableCell sx={money}>Cuota</TableCell>
                    <TableCell sx={money}>Descontado</TableCell>
                    <TableCell sx={money}>Por descontar</TableCell>
                    <TableCell sx={money}>Saldo</TableCell>
                    {canEdit && <TableCell>Acciones</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {state.rows.map((row) => (
                    <LoanRow key={row.id} row={row} presenter={presenter} canEdit={canEdit} />
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </RecordsContent>
    </RecordsDialog>
  );
}

function LoanRow({
  row,
  presenter,
  canEdit,
}: {
  row: LoanRowView;
  presenter: LoansPresenter;
  canEdit: boolean;
}) {
  const columns = canEdit ? 9 : 8;
  return (
    <Fragment>
      <TableRow aria-label={row.title}>
        <TableCell>
          {row.title}
          {row.paidOff && (
            <Chip size="small" color="success" variant="outlined" label="Pagado" sx={{ ml: 1 }} />
          )}
        </TableCell>
        <TableCell>{row.granted}</TableCell>
        <TableCell>{row.reason}</TableCell>
        <TableCell sx={money}>{row.amount}</TableCell>
        <TableCell sx={money}>{row.instalment}</TableCell>
        <TableCell sx={money}>{row.deducted}</TableCell>
        <TableCell sx={money}>{row.planned}</TableCell>
        <TableCell sx={{ ...money, fontWeight: 600 }}>{row.balance}</TableCell>
        {canEdit && (
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <RecordActions
              size="small"
              edit={{ label: `Editar el ${row.title.toLowerCase()}`, onClick: () => presenter.openEdit(row) }}
              remove={
                row.deletable
                  ? {
                      label: `Eliminar el ${row.title.toLowerCase()}`,
                      onClick: () => presenter.askDelete(row),
                    }
                  : undefined
              }
            />
          </TableCell>
        )}
      </TableRow>
      <TableRow>
        <TableCell colSpan={columns} sx={{ pt: 0, color: 'text.secondary' }}>
          {row.instalments.length === 0 ? (
            'Sin cuotas en las semanas de pesca.'
          ) : (
            <ul aria-label={`Cuotas del ${row.title.toLowerCase()}`} style={{ margin: 0, paddingLeft: 20 }}>
              {row.instalments.map((i) => (
                <li key={i.key}>
                  {i.week}: {i.amount} ({i.state})
                </li>
              ))}
            </ul>
          )}
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

/** A worker's loans opened from the worker's row: its presenter lives while the dialog is open. */
export function WorkerLoansDialog({
  worker,
  canEdit,
  onClose,
}: {
  worker: LoansWorker;
  canEdit: boolean;
  onClose: () => void;
}) {
  const api = useInject<LoansApi>(LoansApi);
  const [presenter] = useState(() => new LoansPresenter(api, worker, canEdit, () => limaDate(new Date())));
  return (
    <LoansDialog
      presenter={presenter}
      onClose={() => {
        presenter.dispose();
        onClose();
      }}
    />
  );
}
