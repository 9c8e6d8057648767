import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CourtOrdersApi } from '../../application/court-orders/court-orders-api';
import { FileSaver } from '../../application/ports/file-saver';
import {
  COURT_ORDER_AMOUNT_RULE,
  COURT_ORDER_CASE_MAX,
  COURT_ORDER_PERCENT_RULE,
  COURT_ORDER_TEXT_MAX,
  type CourtOrderInput,
} from '../../domain/court-orders/court-order';
import { limaDate } from '../../domain/shared/dates';
import { DataTable, type TableColumn } from '../common/DataTable';
import type { FormFields } from '../common/FormDialog';
import type { Translate } from '../common/screen-state';
import { OwnerRecordsDialog } from '../common/OwnerRecordsDialog';
import { RecordActions } from '../common/RecordsDialog';
import { useInject } from '../core/dependencies';
import { useAttachedPresenter, type PresenterDialogProps } from '../core/use-presenter';
import {
  CourtOrdersPresenter,
  type CourtOrderRowView,
  type CourtOrdersWorker,
} from './court-orders-presenter';
import type { CourtOrderReportRowView } from './court-order-report-presenter';
import { useTranslate } from '../common/use-translate';

/** The order's form: case and court, kind and basis, benefits reached, beneficiary and account, dates. */
const orderFields = (t: Translate): FormFields<CourtOrderInput> => [
  {
    kind: 'text',
    name: 'caseNumber',
    label: t('courtOrders.form.caseNumber'),
    maxLength: COURT_ORDER_CASE_MAX,
    required: true,
    row: 1,
  },
  {
    kind: 'text',
    name: 'court',
    label: t('courtOrders.form.court'),
    maxLength: COURT_ORDER_TEXT_MAX,
    required: true,
    row: 1,
  },
  {
    kind: 'select',
    name: 'kind',
    label: t('courtOrders.form.kind'),
    options: 'kinds',
    required: true,
    row: 2,
  },
  {
    kind: 'select',
    name: 'basis',
    label: t('courtOrders.form.basis'),
    options: 'bases',
    required: true,
    row: 2,
  },
  {
    kind: 'decimal',
    name: 'percent',
    label: t('courtOrders.form.percent'),
    decimals: COURT_ORDER_PERCENT_RULE.decimals,
    unit: '%',
    row: 3,
    help: t('courtOrders.form.percentHelp'),
  },
  {
    kind: 'decimal',
    name: 'amount',
    label: t('courtOrders.form.amount'),
    decimals: COURT_ORDER_AMOUNT_RULE.decimals,
    unit: 'S/',
    row: 3,
    help: t('courtOrders.form.amountHelp'),
  },
  { kind: 'switch', name: 'reachesBonus', label: t('courtOrders.form.reachesBonus'), row: 4 },
  {
    kind: 'switch',
    name: 'reachesCts',
    label: t('courtOrders.form.reachesCts'),
    row: 4,
    help: t('courtOrders.form.reachesCtsHelp'),
  },
  {
    kind: 'text',
    name: 'beneficiaryName',
    label: t('courtOrders.form.beneficiaryName'),
    maxLength: COURT_ORDER_TEXT_MAX,
    required: true,
  },
  {
    kind: 'select',
    name: 'beneficiaryDocumentType',
    label: t('courtOrders.form.beneficiaryDocumentType'),
    options: 'documentTypes',
    required: true,
    row: 5,
  },
  {
    kind: 'text',
    name: 'beneficiaryDocumentNumber',
    label: t('courtOrders.form.beneficiaryDocumentNumber'),
    maxLength: 12,
    upperCase: true,
    required: true,
    row: 5,
  },
  {
    kind: 'text',
    name: 'beneficiaryCci',
    label: t('courtOrders.form.beneficiaryCci'),
    maxLength: 24,
    required: true,
    help: t('courtOrders.form.beneficiaryCciHelp'),
  },
  { kind: 'date', name: 'startsOn', label: t('courtOrders.form.startsOn'), required: true, row: 6 },
  { kind: 'date', name: 'endsOn', label: t('courtOrders.form.endsOn'), row: 6 },
];

/**
 * A worker's court orders (docs/court-orders.md): each with its court, kind, what it withholds, the
 * benefits it reaches, the beneficiary and their account, in force from … to; record, change or delete.
 */
export function CourtOrdersDialog({ presenter, onClose }: PresenterDialogProps<CourtOrdersPresenter>) {
  const { t } = useTranslation();
  const state = useAttachedPresenter(presenter);
  return (
    <OwnerRecordsDialog
      id="court-orders"
      texts="courtOrders"
      title={t('courtOrders.title', { name: presenter.worker.name })}
      maxWidth="lg"
      create
      presenter={presenter}
      state={state}
      onClose={onClose}
      form={{ id: 'court-order-form', fields: orderFields(t) }}
      confirm={{
        id: 'court-order-delete',
        question: (row) => t('courtOrders.confirm.question', { order: row.title }),
      }}
    >
      {(state) => (
        <>
          <Typography sx={{ mb: 2 }}>{t('courtOrders.note')}</Typography>
          {state.rows.length === 0 ? (
            <Typography color="text.secondary">{t('courtOrders.empty')}</Typography>
          ) : (
            <DataTable
              label={t('courtOrders.tableLabel')}
              columns={orderColumns(t, presenter)}
              rows={state.rows}
              rowKey={(row) => String(row.id)}
              rowLabel={(row) => row.title}
              detail={(row) => <CourtOrderReportPanel presenter={presenter} row={row} />}
            />
          )}
        </>
      )}
    </OwnerRecordsDialog>
  );
}

function orderColumns(t: Translate, presenter: CourtOrdersPresenter): TableColumn<CourtOrderRowView>[] {
  const text = (key: Exclude<keyof CourtOrderRowView, 'id' | 'order'>): TableColumn<CourtOrderRowView> => ({
    key,
    header: t(`courtOrders.columns.${key}`),
    cell: (row) => row[key],
  });
  const columns = [
    text('title'),
    text('court'),
    text('kind'),
    text('withholding'),
    text('benefits'),
    text('beneficiary'),
    text('account'),
    text('period'),
  ];
  if (!presenter.canEdit) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: t('courtOrders.columns.actions'),
      sx: { whiteSpace: 'nowrap' },
      cell: (row) => (
        <RecordActions
          size="small"
          edit={{
            label: t('courtOrders.edit', { order: row.title }),
            onClick: () => presenter.openEdit(row),
          }}
          remove={{
            label: t('courtOrders.delete', { order: row.title }),
            onClick: () => presenter.askDelete(row),
          }}
        />
      ),
    },
  ];
}

/** The order's report for the court under its row: per closed week, the base and what was withheld. */
function CourtOrderReportPanel({
  presenter,
  row,
}: {
  presenter: CourtOrdersPresenter;
  row: CourtOrderRowView;
}) {
  const { t } = useTranslation();
  const [report] = useState(() => presenter.reportPresenter(row.id));
  const state = useAttachedPresenter(report);
  if (state.kind === 'loading') return <>{t('courtOrders.report.loading')}</>;
  if (state.kind === 'failed') return <>{state.message}</>;
  const exportButton = state.canExport && (
    <Box sx={{ mb: 1 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<FileDownloadIcon fontSize="small" />}
        aria-label={t('courtOrders.report.exportLabel', { order: row.title })}
        disabled={state.downloading}
        onClick={() => void report.download()}
      >
        {t('courtOrders.report.export')}
      </Button>
      {state.exportError !== null && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 0.5 }}>
          {state.exportError}
        </Typography>
      )}
    </Box>
  );
  if (state.rows.length === 0)
    return (
      <>
        {exportButton}
        {t('courtOrders.report.empty')}
      </>
    );
  return (
    <>
      {exportButton}
      <CourtOrderReportTable label={t('courtOrders.report.label', { order: row.title })} report={state} />
    </>
  );
}

/** The report's weeks and its total. */
function CourtOrderReportTable({
  label,
  report: state,
}: {
  label: string;
  report: { readonly rows: readonly CourtOrderReportRowView[]; readonly total: string };
}) {
  const { t } = useTranslation();
  return (
    <table aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('courtOrders.report.week')}</th>
          <th scope="col">{t('courtOrders.report.base')}</th>
          <th scope="col">{t('courtOrders.report.withheld')}</th>
        </tr>
      </thead>
      <tbody>
        {state.rows.map((r) => (
          <tr key={r.key}>
            <td>{r.week}</td>
            <td style={{ textAlign: 'right' }}>{r.base}</td>
            <td style={{ textAlign: 'right' }}>{r.withheld}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" colSpan={2}>
            {t('courtOrders.report.total')}
          </th>
          <td style={{ textAlign: 'right' }}>
            <strong>{state.total}</strong>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** A worker's court orders opened from the worker's row: its presenter lives while the dialog is open. */
export function WorkerCourtOrdersDialog({
  worker,
  canEdit,
  canExport = false,
  onClose,
}: {
  worker: CourtOrdersWorker;
  canEdit: boolean;
  /** `exportar` on trabajador: the reports' «Exportar reporte (.xlsx)». */
  canExport?: boolean;
  onClose: () => void;
}) {
  const t = useTranslate();
  const api = useInject<CourtOrdersApi>(CourtOrdersApi);
  const files = useInject<FileSaver>(FileSaver);
  const [presenter] = useState(
    () => new CourtOrdersPresenter(api, worker, canEdit, () => limaDate(new Date()), t, { canExport, files }),
  );
  return (
    <CourtOrdersDialog
      presenter={presenter}
      onClose={() => {
        presenter.dispose();
        onClose();
      }}
    />
  );
}
