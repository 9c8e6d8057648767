import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthsApi } from '../../application/months/months-api';
import type { FileSaver } from '../../application/ports/file-saver';
import { limaDate } from '../../domain/shared/dates';
import { usePresenter } from '../core/use-presenter';
import { OwnBankFileDialog } from '../common/BankFileDialog';
import { CompanySelect } from '../common/CompanySelect';
import type { LoadState } from '../common/load-presenter';
import { BeneficiaryCompaniesPresenter, BeneficiaryPaymentPresenter } from './beneficiary-payment-presenter';

type CompaniesState = LoadState<{
  readonly companies: readonly { ruc: string; legalName: string }[];
  readonly ruc: string;
}>;

/**
 * A closed month's payment to the court orders' beneficiaries (shown with `exportar`): the company when
 * more than one withheld, and the button opening the bank file dialog. Nothing when the month withheld
 * nothing for court orders (or the companies could not be read: the month's page says why elsewhere).
 */
export function MonthBeneficiaryPayment({
  api,
  files,
  month,
}: {
  api: MonthsApi;
  files: FileSaver;
  month: string;
}) {
  const { t } = useTranslation();
  const [presenter, state] = usePresenter<CompaniesState, BeneficiaryCompaniesPresenter>(
    () => new BeneficiaryCompaniesPresenter(api, month),
  );
  const [open, setOpen] = useState<{ ruc: string; company: string } | null>(null);
  if (state.kind !== 'ready' || state.companies.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('months.beneficiaries.label')}
      sx={{ mt: 2, p: 2 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('months.beneficiaries.label')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('months.beneficiaries.text')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {state.companies.length > 1 && (
          <CompanySelect
            label={t('months.beneficiaries.company')}
            value={state.ruc}
            companies={state.companies}
            onChoose={(ruc) => presenter.choose(ruc)}
          />
        )}
        <Button
          variant="outlined"
          startIcon={<AccountBalanceIcon />}
          onClick={() => setOpen(presenter.target())}
        >
          {t('months.beneficiaries.pay')}
        </Button>
      </Stack>
      {open && (
        <OwnBankFileDialog
          create={() => new BeneficiaryPaymentPresenter(api, files, month, open.ruc, limaDate(new Date()), t)}
          title={t('months.beneficiaries.title')}
          withoutAccount={t('months.beneficiaries.withoutAccount')}
          company={open.company}
          onClose={() => setOpen(null)}
        />
      )}
    </Paper>
  );
}
