import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FileSaver } from '../../application/ports/file-saver';
import { MyGrants } from '../../application/shared/my-grants';
import { PayslipDeliveriesApi } from '../../application/payslip-deliveries/payslip-deliveries-api';
import { DataTable, VIRTUAL_FROM, type TableColumn } from '../common/DataTable';
import { LoadContent } from '../common/LoadContent';
import { NoticeBar } from '../common/NoticeBar';
import type { Translate } from '../common/screen-state';
import { TitledSection } from '../common/TitledSection';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import {
  DELIVERY_COLUMNS,
  WeekDeliveriesPresenter,
  type DeliveryRowView,
  type WeekDeliveriesState,
  type WeekDeliveriesView,
} from './week-deliveries-presenter';

/** «Entregas de boletas» of a closed week, on the week's page (composed in pages/fishing-weeks). */
export function WeekDeliveriesSection({ weekId }: { weekId: number }) {
  const { t } = useTranslation();
  const api = useInject<PayslipDeliveriesApi>(PayslipDeliveriesApi);
  const grants = useInject<MyGrants>(MyGrants);
  const files = useInject<FileSaver>(FileSaver);
  const [presenter, state] = usePresenter<WeekDeliveriesState, WeekDeliveriesPresenter>(
    () => new WeekDeliveriesPresenter(api, grants, files, (key, params) => t(key, params ?? {}), weekId),
  );
  return <WeekDeliveriesView presenter={presenter} state={state} />;
}

/** The section for a state (also what the tests render). */
export function WeekDeliveriesView({
  presenter,
  state,
}: {
  presenter: WeekDeliveriesPresenter;
  state: WeekDeliveriesState;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 3 }}>
      <TitledSection id="week-deliveries-title" title={t('payslipDeliveries.week.title')}>
        <LoadContent
          state={state}
          bar
          loadingLabel={t('payslipDeliveries.week.loading')}
          onRetry={() => void presenter.load()}
        >
          {(ready) => <Deliveries presenter={presenter} ready={ready} />}
        </LoadContent>
      </TitledSection>
    </Box>
  );
}

function Deliveries({ presenter, ready }: { presenter: WeekDeliveriesPresenter; ready: WeekDeliveriesView }) {
  const { t } = useTranslation();
  const columns = useMemo(() => deliveryColumns(t), [t]);
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
      {ready.overdue && <Alert severity="warning">{t('payslipDeliveries.week.overdue')}</Alert>}
      {ready.canPrint && (
        <Box>
          <Button
            variant="outlined"
            onClick={() => void presenter.printPending()}
            disabled={ready.printing}
            startIcon={ready.printing ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('payslipDeliveries.week.printPending')}
          </Button>
        </Box>
      )}
      <DataTable
        label={t('payslipDeliveries.week.tableLabel')}
        columns={columns}
        rows={ready.rows}
        rowKey={(r) => String(r.id)}
        selected={(r) => r.pending && ready.overdue}
        empty={t('payslipDeliveries.week.empty')}
        maxHeight={ready.rows.length >= VIRTUAL_FROM ? 600 : undefined}
      />
    </Stack>
  );
}

/** The deliveries' columns. */
function deliveryColumns(t: Translate): TableColumn<DeliveryRowView>[] {
  return DELIVERY_COLUMNS.map((key) => ({
    key,
    header: t(`payslipDeliveries.week.columns.${key}`),
    cell: (r) => r[key],
    rowHeader: key === 'name',
  }));
}
