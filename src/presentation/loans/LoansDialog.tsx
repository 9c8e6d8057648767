import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoansApi } from '../../application/loans/loans-api';
import { limaDate } from '../../domain/shared/dates';
import { LOAN_AMOUNT_RULE, LOAN_REASON_MAX, type LoanInput } from '../../domain/loans/loan';
import type { FormFields } from '../common/FormDialog';
import type { Translate } from '../common/screen-state';
import { RecordsContent } from '../common/RecordsContent';
import { RecordActions, RecordsDialog } from '../common/RecordsDialog';
import { useInject } from '../core/dependencies';
import { useAttachedPresenter } from '../core/use-presenter';
import { LoansPresenter, type LoanRowView, type LoansWorker } from './loans-presenter';

/** The loan's form: date, amount, weekly instalment, reason. */
const loanFields = (t: Translate): FormFields<LoanInput> => [
  { kind: 'date', name: 'grantedOn', label: t('loans.form.grantedOn'), required: true, row: 1 },
  {
    kind: 'decimal',
    name: 'amount',
    label: t('loans.form.amount'),
    decimals: LOAN_AMOUNT_RULE.decimals,
    unit: 'S/',
    required: true,
    row: 2,
  },
  {
    kind: 'decimal',
    name: 'instalment',
    label: t('loans.form.instalment'),
    decimals: LOAN_AMOUNT_RULE.decimals,
    unit: 'S/',
    required: true,
    row: 2,
    help: t('loans.form.instalmentHelp'),
  },
  {
    kind: 'text',
    name: 'reason',
    label: t('loans.form.reason'),
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
  const { t } = useTranslation();
  const state = useAttachedPresenter(presenter);
  const { worker, canEdit } = presenter;
  return (
    <RecordsDialog
      id="loans"
      title={t('loans.title', { name: worker.name })}
      maxWidth="lg"
      onClose={onClose}
      actions={
        <>
          {canEdit && state.kind === 'ready' && (
            <Button variant="contained" onClick={() => presenter.openCreate()}>
              {t('loans.create')}
            </Button>
          )}
          <Button onClick={onClose}>{t('loans.close')}</Button>
        </>
      }
    >
      <RecordsContent
        presenter={presenter}
        state={state}
        loadingLabel={t('loans.loading')}
        form={{
          id: 'loan-form',
          title: { create: t('loans.form.createTitle'), edit: t('loans.form.editTitle') },
          fields: loanFields(t),
        }}
        confirm={{
          id: 'loan-delete',
          title: t('loans.confirm.title'),
          question: (loan) =>
            t('loans.confirm.question', {
              loan: loan.title.toLowerCase(),
              granted: loan.granted,
              amount: loan.amount,
            }),
          action: t('loans.confirm.action'),
        }}
      >
        {(state) => (
          <>
            <Typography sx={{ mb: 2 }}>
              {t('loans.balance')}
              <strong>{state.totalBalance}</strong>
              {t('loans.balanceNote')}
            </Typography>
            {state.rows.length === 0 ? (
              <Typography color="text.secondary">{t('loans.empty')}</Typography>
            ) : (
              <Table size="small" aria-label={t('loans.tableLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('loans.columns.loan')}</TableCell>
                    <TableCell>{t('loans.columns.granted')}</TableCell>
                    <TableCell>{t('loans.columns.reason')}</TableCell>
                    <TableCell sx={money}>{t('loans.columns.amount')}</TableCell>
                    <TableCell sx={money}>{t('loans.columns.instalment')}</TableCell>
                    <TableCell sx={money}>{t('loans.columns.deducted')}</TableCell>
                    <TableCell sx={money}>{t('loans.columns.planned')}</TableCell>
                    <TableCell sx={money}>{t('loans.columns.balance')}</TableCell>
                    {canEdit && <TableCell>{t('loans.columns.actions')}</TableCell>}
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
  const { t } = useTranslation();
  const columns = canEdit ? 9 : 8;
  const loan = row.title.toLowerCase();
  return (
    <Fragment>
      <TableRow aria-label={row.title}>
        <TableCell>
          {row.title}
          {row.paidOff && (
            <Chip size="small" color="success" variant="outlined" label={t('loans.paidOff')} sx={{ ml: 1 }} />
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
              edit={{ label: t('loans.edit', { loan }), onClick: () => presenter.openEdit(row) }}
              remove={
                row.deletable
                  ? {
                      label: t('loans.delete', { loan }),
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
            t('loans.noInstalments')
          ) : (
            <ul aria-label={t('loans.instalments', { loan })} style={{ margin: 0, paddingLeft: 20 }}>
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
