import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FileSaver } from '../../application/ports/file-saver';
import { MyGrants } from '../../application/shared/my-grants';
import { PayslipDeliveriesApi } from '../../application/payslip-deliveries/payslip-deliveries-api';
import { DataTable, type TableColumn } from '../common/DataTable';
import { scrollingHeight } from '../common/table-height';
import { LoadContent } from '../common/LoadContent';
import { NoticeBar } from '../common/NoticeBar';
import { TitledSection } from '../common/TitledSection';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import {
  DeliveriesPresenter,
  type DeliveriesState,
  type DeliveriesView as Ready,
  type DeliveryColumnView,
  type DeliveryRowView,
} from './deliveries-presenter';
import { deliveriesSource, type DeliveriesPeriod } from './deliveries-source';
import { useTranslate } from '../common/use-translate';

/**
 * «Entregas de boletas» of a closed week or a closed month, on its page (composed in pages/fishing-weeks
 * and pages/months).
 */
export function DeliveriesSection({ period }: { period: DeliveriesPeriod }) {
  const t = useTranslate();
  const api = useInject<PayslipDeliveriesApi>(PayslipDeliveriesApi);
  const grants = useInject<MyGrants>(MyGrants);
  const files = useInject<FileSaver>(FileSaver);
  const [presenter, state] = usePresenter<DeliveriesState, DeliveriesPresenter>(
    () => new DeliveriesPresenter(deliveriesSource(api, period), grants, files, t),
  );
  return <DeliveriesView presenter={presenter} state={state} id={`${period.kind}-deliveries`} />;
}

/** The section for a state (also what the tests render). */
export function DeliveriesView({
  presenter,
  state,
  id,
}: {
  presenter: DeliveriesPresenter;
  state: DeliveriesState;
  /** The section's id on the page: 'week-deliveries', 'month-deliveries'. */
  id: string;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 3 }}>
      <TitledSection id={`${id}-title`} title={t('payslipDeliveries.deliveries.title')}>
        <LoadContent
          state={state}
          bar
          loadingLabel={t('payslipDeliveries.deliveries.loading')}
          onRetry={() => void presenter.load()}
        >
          {(ready) => <Deliveries presenter={presenter} ready={ready} />}
        </LoadContent>
      </TitledSection>
    </Box>
  );
}

function Deliveries({ presenter, ready }: { presenter: DeliveriesPresenter; ready: Ready }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <NoticeBar notice={ready.notice} onClose={() => presenter.dismissNotice()} />
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }} component="dl">
        {ready.counts.map((c) => (
          <Box key={c.key} sx={{ m: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {c.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {c.value}
            </Typography>
          </Box>
        ))}
      </Stack>
      {ready.due && <Typography variant="body2">{ready.due}</Typography>}
      {ready.overdue && <Alert severity="warning">{ready.overdueText}</Alert>}
      {ready.canPrint && (
        <Box>
          <Button
            variant="outlined"
            onClick={() => void presenter.printPending()}
            disabled={ready.printing}
            startIcon={ready.printing ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('payslipDeliveries.deliveries.printPending')}
          </Button>
        </Box>
      )}
      <DataTable
        label={ready.tableLabel}
        columns={ready.columns.map(tableColumn)}
        rows={ready.rows}
        rowKey={(r) => String(r.id)}
        selected={(r) => r.overdue}
        empty={ready.empty}
        maxHeight={scrollingHeight(ready.rows)}
      />
    </Stack>
  );
}

const tableColumn = ({ field, header }: DeliveryColumnView): TableColumn<DeliveryRowView> => ({
  key: field,
  header,
  cell: (r) => r[field],
  rowHeader: field === 'name',
});
