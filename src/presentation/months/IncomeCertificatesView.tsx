import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Alert, CircularProgress } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableColumn } from '../common/DataTable';
import { scrollingHeight } from '../common/table-height';
import { DocumentButton, HintedButton, YearDocumentsView } from '../common/YearDocumentsView';
import {
  ALL_CERTIFICATES,
  type IncomeCertificatesPresenter,
  type IncomeCertificatesState,
  type IncomeCertificateView,
} from './income-certificates-presenter';

type Amount = 'taxablePay' | 'annualTax' | 'taxWithheld';

function columns(
  t: TFunction,
  presenter: IncomeCertificatesPresenter,
  state: IncomeCertificatesState,
): TableColumn<IncomeCertificateView>[] {
  const amount = (key: Amount): TableColumn<IncomeCertificateView> => ({
    key,
    header: t(`incomeCertificates.columns.${key}`),
    cell: (row) => row[key],
    align: 'right',
  });
  return [
    { key: 'document', header: t('incomeCertificates.columns.document'), cell: (row) => row.document },
    {
      key: 'name',
      header: t('incomeCertificates.columns.name'),
      cell: (row) => row.name,
      rowHeader: true,
    },
    {
      key: 'months',
      header: t('incomeCertificates.columns.months'),
      cell: (row) => row.months,
      align: 'right',
    },
    amount('taxablePay'),
    amount('annualTax'),
    amount('taxWithheld'),
    { key: 'balance', header: t('incomeCertificates.columns.balance'), cell: (row) => row.balance },
    ...(state.canExport
      ? [
          {
            key: 'actions',
            header: t('incomeCertificates.columns.actions'),
            cell: (row: IncomeCertificateView) => {
              const label = t('incomeCertificates.pdf', { name: row.name });
              return state.downloading === row.document ? (
                <CircularProgress size={16} aria-label={t('incomeCertificates.downloading')} />
              ) : (
                <DocumentButton
                  label={label}
                  icon={<PictureAsPdfIcon fontSize="small" />}
                  onClick={() => void presenter.download(row)}
                  disabled={state.downloading !== null}
                />
              );
            },
          },
        ]
      : []),
  ];
}

/**
 * «Certificados de renta»: the year's certificados de rentas y retenciones, each worker's figures and PDF,
 * all of them in one PDF, and the year's months still open (which they leave out).
 */
export function IncomeCertificatesView({
  presenter,
  state,
}: {
  presenter: IncomeCertificatesPresenter;
  state: IncomeCertificatesState;
}) {
  const { t } = useTranslation();
  const table = state.table;
  return (
    <YearDocumentsView
      presenter={presenter}
      state={state}
      texts="incomeCertificates"
      actions={
        state.canExport &&
        table.kind === 'ready' &&
        table.rows.length > 0 && (
          <HintedButton
            hint={t('incomeCertificates.downloadAllHint')}
            icon={
              state.downloading === ALL_CERTIFICATES ? (
                <CircularProgress size={16} aria-label={t('incomeCertificates.downloading')} />
              ) : (
                <PictureAsPdfIcon />
              )
            }
            disabled={state.downloading !== null}
            onClick={() => void presenter.downloadAll()}
          >
            {t('incomeCertificates.downloadAll')}
          </HintedButton>
        )
      }
    >
      {(ready) => (
        <>
          {ready.openMonths !== '' && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('incomeCertificates.openMonths', { year: state.year, months: ready.openMonths })}
            </Alert>
          )}
          <DataTable
            label={t('incomeCertificates.tableLabel')}
            columns={columns(t, presenter, state)}
            rows={ready.rows}
            rowKey={(row) => row.document}
            maxHeight={scrollingHeight(ready.rows)}
            total={{
              label: t('incomeCertificates.total', { count: ready.rows.length }),
              span: 3,
              cells: ready.totals,
            }}
          />
        </>
      )}
    </YearDocumentsView>
  );
}
