import { Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoansApi } from '../../application/loans/loans-api';
import { limaDate } from '../../domain/shared/dates';
import { LOAN_AMOUNT_RULE, LOAN_REASON_MAX, type LoanInput } from '../../domain/loans/loan';
import { DataTable, type TableColumn } from '../common/DataTable';
import type { FormFields } from '../common/FormDialog';
import type { Translate } from '../common/screen-state';
import { OwnerRecordsDialog } from '../common/OwnerRecordsDialog';
import { RecordActions } from '../common/RecordsDialog';
import { useInject } from '../core/dependencies';
import { useAttachedPresenter } from '../core/use-presenter';
import { LoansPresenter, type LoanRowView, type LoansWorker } from './loans-presenter';
import { useTranslate } from '../common/use-translate';

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
  return (
    <OwnerRecordsDialog
      id="loans"
      texts="loans"
      title={t('loans.title', { name: presenter.worker.name })}
      maxWidth="lg"
      create
      presenter={presenter}
      state={state}
      onClose={onClose}
      form={{ id: 'loan-form', fields: loanFields(t) }}
      confirm={{
        id: 'loan-delete',
        question: (loan) =>
          t('loans.confirm.question', {
            loan: loan.title.toLowerCase(),
            granted: loan.granted,
            amount: loan.amount,
          }),
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
            <DataTable
              label={t('loans.tableLabel')}
              columns={loanColumns(t, presenter)}
              rows={state.rows}
              rowKey={(row) => String(row.id)}
              rowLabel={(row) => row.title}
              strong={() => true}
              detail={(row) => <LoanInstalments row={row} />}
            />
          )}
        </>
      )}
    </OwnerRecordsDialog>
  );
}

/** The loans' columns: the money right aligned, the actions with `editar`. */
function loanColumns(t: Translate, presenter: LoansPresenter): TableColumn<LoanRowView>[] {
  const amount = (key: 'amount' | 'instalment' | 'deducted' | 'planned'): TableColumn<LoanRowView> => ({
    key,
    header: t(`loans.columns.${key}`),
    cell: (row) => row[key],
    sx: money,
  });
  const columns: TableColumn<LoanRowView>[] = [
    {
      key: 'loan',
      header: t('loans.columns.loan'),
      cell: (row) => (
        <>
          {row.title}
          {row.paidOff && (
            <Chip size="small" color="success" variant="outlined" label={t('loans.paidOff')} sx={{ ml: 1 }} />
          )}
        </>
      ),
    },
    { key: 'granted', header: t('loans.columns.granted'), cell: (row) => row.granted },
    { key: 'reason', header: t('loans.columns.reason'), cell: (row) => row.reason },
    amount('amount'),
    amount('instalment'),
    amount('deducted'),
    amount('planned'),
    {
      key: 'balance',
      header: t('loans.columns.balance'),
      cell: (row) => row.balance,
      sx: money,
      strong: true,
    },
  ];
  if (!presenter.canEdit) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: t('loans.columns.actions'),
      sx: { whiteSpace: 'nowrap' },
      cell: (row) => {
        const loan = row.title.toLowerCase();
        return (
          <RecordActions
            size="small"
            edit={{ label: t('loans.edit', { loan }), onClick: () => presenter.openEdit(row) }}
            remove={
              row.deletable
                ? { label: t('loans.delete', { loan }), onClick: () => presenter.askDelete(row) }
                : undefined
            }
          />
        );
      },
    },
  ];
}

/** A loan's instalments week by week, under its row. */
function LoanInstalments({ row }: { row: LoanRowView }) {
  const { t } = useTranslation();
  if (row.instalments.length === 0) return <>{t('loans.noInstalments')}</>;
  return (
    <ul
      aria-label={t('loans.instalments', { loan: row.title.toLowerCase() })}
      style={{ margin: 0, paddingLeft: 20 }}
    >
      {row.instalments.map((i) => (
        <li key={i.key}>
          {i.week}: {i.amount} ({i.state})
        </li>
      ))}
    </ul>
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
  const t = useTranslate();
  const api = useInject<LoansApi>(LoansApi);
  const [presenter] = useState(() => new LoansPresenter(api, worker, canEdit, () => limaDate(new Date()), t));
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
