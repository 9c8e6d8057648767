import { useTranslation } from 'react-i18next';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { CircularProgress } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { amountColumn, LocalGrid } from '../common/LocalGrid';
import { CompanySelect } from '../common/CompanySelect';
import { DocumentButton, HintedButton, YearDocumentsView } from '../common/YearDocumentsView';
import type { LeaverRow, LeaversPresenter, LeaversState } from './leavers-presenter';

/** Liquidaciones: the leavers of a year, each settlement's amounts and its document. */
export function LeaversView({
  presenter,
  state,
  onPay,
}: {
  presenter: LeaversPresenter;
  state: LeaversState;
  /** Opens «Pagar liquidación» for the chosen company. */
  onPay?: () => void;
}) {
  const { t } = useTranslation();
  const money = (field: keyof LeaverRow, headerName: string) =>
    amountColumn<LeaverRow>(field, headerName, 130);
  // The documents' actions come right after the name: the dates, the state and the amounts follow.
  const columns: GridColDef<LeaverRow>[] = [
    { field: 'document', headerName: t('months.leavers.columns.document'), minWidth: 110 },
    { field: 'name', headerName: t('months.leavers.columns.name'), flex: 2, minWidth: 200 },
    ...(state.canExport
      ? [
          {
            field: 'actions',
            headerName: t('months.leavers.columns.actions'),
            sortable: false,
            minWidth: 120,
            renderCell: ({ row }) =>
              state.downloading === row.document ? (
                <CircularProgress size={16} aria-label={t('months.leavers.downloading')} />
              ) : (
                <>
                  <DocumentButton
                    label={t('months.leavers.pdf', { name: row.name })}
                    icon={<PictureAsPdfIcon fontSize="small" />}
                    onClick={() => void presenter.download(row)}
                    disabled={state.downloading !== null}
                  />
                  <DocumentButton
                    label={t('months.leavers.certificate', { name: row.name })}
                    icon={<ReceiptLongIcon fontSize="small" />}
                    onClick={() => void presenter.downloadCertificate(row)}
                    disabled={state.downloading !== null}
                  />
                </>
              ),
          } satisfies GridColDef<LeaverRow>,
        ]
      : []),
    { field: 'endDate', headerName: t('months.leavers.columns.endDate'), minWidth: 110 },
    { field: 'due', headerName: t('months.leavers.columns.due'), minWidth: 140 },
    {
      field: 'state',
      headerName: t('months.leavers.columns.state'),
      minWidth: 160,
      flex: 1,
      valueGetter: (_v, r) => r.provisional || r.state,
    },
    { field: 'hireDate', headerName: t('months.leavers.columns.hireDate'), minWidth: 110 },
    { field: 'service', headerName: t('months.leavers.columns.service'), minWidth: 200, flex: 1.2 },
    money('cts', t('months.leavers.columns.cts')),
    money('paid', t('months.leavers.columns.paid')),
    money('total', t('months.leavers.columns.total')),
    money('tax', t('months.leavers.columns.tax')),
    money('net', t('months.leavers.columns.net')),
    money('payable', t('months.leavers.columns.payable')),
  ];
  return (
    <YearDocumentsView
      presenter={presenter}
      state={state}
      texts="months.leavers"
      actions={
        state.canExport &&
        state.companies.length > 0 && (
          <>
            <CompanySelect
              label={t('months.leavers.company')}
              value={state.company}
              companies={state.companies}
              onChoose={(ruc) => presenter.chooseCompany(ruc)}
            />
            <HintedButton
              hint={t('months.leavers.payHint')}
              icon={<AccountBalanceIcon />}
              disabled={state.company === ''}
              onClick={() => onPay?.()}
            >
              {t('months.leavers.pay')}
            </HintedButton>
          </>
        )
      }
    >
      {(ready) => (
        <LocalGrid label={t('months.leavers.tableLabel')} rows={ready.rows} columns={columns} pageSize={25} />
      )}
    </YearDocumentsView>
  );
}
