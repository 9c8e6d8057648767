import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Button,
  CircularProgress,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable, VIRTUAL_FROM, type TableColumn } from '../common/DataTable';
import { NoticeBar } from '../common/NoticeBar';
import { LoadContent } from '../common/LoadContent';
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
                <Tooltip title={label}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={label}
                      onClick={() => void presenter.download(row)}
                      disabled={state.downloading !== null}
                    >
                      <PictureAsPdfIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
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
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('incomeCertificates.intro')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('incomeCertificates.year')}
          value={state.year}
          onChange={(e) => presenter.setYear(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={{ width: 130 }}
        />
        {state.canExport && table.kind === 'ready' && table.rows.length > 0 && (
          <Tooltip title={t('incomeCertificates.downloadAllHint')}>
            <span>
              <Button
                variant="outlined"
                startIcon={
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
              </Button>
            </span>
          </Tooltip>
        )}
      </Stack>
      <NoticeBar notice={state.notice} onClose={() => presenter.dismissNotice()} />
      <LoadContent
        state={table}
        loadingLabel={t('incomeCertificates.loading')}
        onRetry={() => void presenter.load()}
      >
        {(ready) =>
          ready.rows.length === 0 ? (
            <Alert severity="info">{t('incomeCertificates.empty', { year: state.year })}</Alert>
          ) : (
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
                maxHeight={ready.rows.length >= VIRTUAL_FROM ? 600 : undefined}
                total={{
                  label: t('incomeCertificates.total', { count: ready.rows.length }),
                  span: 3,
                  cells: ready.totals,
                }}
              />
            </>
          )
        }
      </LoadContent>
    </>
  );
}
