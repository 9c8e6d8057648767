import { useState, type ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FileSaver } from '../../application/ports/file-saver';
import { MonthsApi } from '../../application/months/months-api';
import { MyGrants } from '../../application/shared/my-grants';
import { isMonth } from '../../domain/months/month';
import { useInject } from '../core/dependencies';
import { usePresenter } from '../core/use-presenter';
import { ShellPage } from '../shell/ShellPage';
import { LeaversPresenter, type LeaversState, type SettlementPaymentTarget } from './leavers-presenter';
import { LeaversView } from './LeaversView';
import { IncomeCertificatesPresenter, type IncomeCertificatesState } from './income-certificates-presenter';
import { IncomeCertificatesView } from './IncomeCertificatesView';
import { SemesterPresenter, type SemesterState } from './semester-presenter';
import { SemesterView } from './SemesterView';
import { CtsDepositPresenter } from './cts-deposit-presenter';
import { SettlementPaymentPresenter } from './settlement-payment-presenter';
import { OwnBankFileDialog } from '../common/BankFileDialog';
import { limaDate } from '../../domain/shared/dates';
import {
  MonthPresenter,
  MonthsPresenter,
  type MonthPageState,
  type MonthSection,
  type MonthsListState,
} from './month-presenter';
import { MonthsView } from './MonthsView';
import { MonthBeneficiaryPayment } from './MonthBeneficiaryPayment';
import { MonthView, type MonthSectionParts } from './MonthView';

/** The search parameter naming the open month: `/vacaciones_gratificaciones_cts?mes=2025-04`. */
export const MONTH_PARAM = 'mes';

/**
 * The search parameter of the view: `?vista=semestres` (gratificaciones and CTS), `?vista=liquidaciones`,
 * `?vista=certificados` (the certificados de rentas y retenciones), `?vista=vacaciones` (the rest taken
 * and pending, in days).
 */
export const VIEW_PARAM = 'vista';

const VIEWS = [
  { value: 'meses' },
  { value: 'semestres' },
  { value: 'liquidaciones' },
  { value: 'certificados' },
  { value: 'vacaciones' },
] as const;

/** What other features add to the months' screen (composed in pages/months). */
export interface MonthsParts<S extends MonthSection> {
  /** The «Vacaciones» tab's content. */
  readonly vacations?: ReactNode;
  /** A section of each month's page. */
  readonly monthSection?: MonthSectionParts<S>;
}

/**
 * vacaciones_gratificaciones_cts: the payroll months (or one month when the address names it), and the
 * semester statements of the gratificación and the CTS deposits.
 */
export function MonthsPage<S extends MonthSection>({ vacations, monthSection }: MonthsParts<S>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const text = params.get(MONTH_PARAM) ?? '';
  const month = isMonth(text) ? text : null;
  const view = VIEWS.find((v) => v.value === params.get(VIEW_PARAM))?.value ?? 'meses';
  return (
    <ShellPage code="vacaciones_gratificaciones_cts">
      {month !== null ? (
        <MonthPage key={month} month={month} section={monthSection} onBack={() => setParams({})} />
      ) : (
        <>
          <Tabs
            value={view}
            onChange={(_e, v: string) => setParams(v === 'meses' ? {} : { [VIEW_PARAM]: v })}
            aria-label={t('months.views')}
            sx={{ mb: 2 }}
          >
            {VIEWS.map((v) => (
              <Tab
                key={v.value}
                value={v.value}
                label={t(`months.tabs.${v.value}`)}
                id={`months-tab-${v.value}`}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" aria-labelledby={`months-tab-${view}`}>
            {view === 'semestres' && <SemesterPage />}
            {view === 'liquidaciones' && <LeaversPage />}
            {view === 'certificados' && <IncomeCertificatesPage />}
            {view === 'vacaciones' && vacations}
            {view === 'meses' && <MonthsListPage onOpen={(m) => setParams({ [MONTH_PARAM]: m })} />}
          </Box>
        </>
      )}
    </ShellPage>
  );
}

function SemesterPage() {
  const { t } = useTranslation();
  const api = useInject<MonthsApi>(MonthsApi);
  const grants = useInject<MyGrants>(MyGrants);
  const files = useInject<FileSaver>(FileSaver);
  const [presenter, state] = usePresenter<SemesterState, SemesterPresenter>(
    () => new SemesterPresenter(api, files, grants, String(new Date().getFullYear()), t),
  );
  const [deposit, setDeposit] = useState<DepositTarget | null>(null);
  return (
    <>
      <SemesterView presenter={presenter} state={state} onDeposit={setDeposit} />
      {deposit && <CtsDeposit api={api} files={files} target={deposit} onClose={() => setDeposit(null)} />}
    </>
  );
}

interface DepositTarget {
  readonly period: string;
  readonly ruc: string;
  readonly company: string;
}

/** The CTS deposit's bank file dialog of one company, with its own presenter while it is open. */
function CtsDeposit({
  api,
  files,
  target,
  onClose,
}: {
  api: MonthsApi;
  files: FileSaver;
  target: DepositTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <OwnBankFileDialog
      create={() => new CtsDepositPresenter(api, files, target.period, target.ruc, limaDate(new Date()), t)}
      title={t('months.ctsDeposit.title')}
      withoutAccount={t('months.ctsDeposit.withoutAccount')}
      company={target.company}
      onClose={onClose}
    />
  );
}

function LeaversPage() {
  const { t } = useTranslation();
  const api = useInject<MonthsApi>(MonthsApi);
  const grants = useInject<MyGrants>(MyGrants);
  const files = useInject<FileSaver>(FileSaver);
  const [presenter, state] = usePresenter<LeaversState, LeaversPresenter>(
    () => new LeaversPresenter(api, files, grants, String(new Date().getFullYear()), t),
  );
  const [paying, setPaying] = useState<SettlementPaymentTarget | null>(null);
  return (
    <>
      <LeaversView presenter={presenter} state={state} onPay={() => setPaying(presenter.paymentTarget())} />
      {paying && (
        <SettlementPayment api={api} files={files} target={paying} onClose={() => setPaying(null)} />
      )}
    </>
  );
}

/** «Pagar liquidación»: the bank file of the company's final settlements, with its own presenter. */
function SettlementPayment({
  api,
  files,
  target,
  onClose,
}: {
  api: MonthsApi;
  files: FileSaver;
  target: SettlementPaymentTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <OwnBankFileDialog
      create={() =>
        new SettlementPaymentPresenter(api, files, target.year, target.ruc, limaDate(new Date()), t)
      }
      title={t('months.settlementPayment.title')}
      withoutAccount={t('months.settlementPayment.withoutAccount')}
      company={target.company}
      onClose={onClose}
    />
  );
}

function IncomeCertificatesPage() {
  const { t } = useTranslation();
  const api = useInject<MonthsApi>(MonthsApi);
  const grants = useInject<MyGrants>(MyGrants);
  const files = useInject<FileSaver>(FileSaver);
  // By default the year before today's: the one whose certificates are due by the end of February.
  const [presenter, state] = usePresenter<IncomeCertificatesState, IncomeCertificatesPresenter>(
    () =>
      new IncomeCertificatesPresenter(
        api,
        files,
        grants,
        (key, params) => t(key, params ?? {}),
        String(new Date().getFullYear() - 1),
      ),
  );
  return <IncomeCertificatesView presenter={presenter} state={state} />;
}

function MonthsListPage({ onOpen }: { onOpen: (month: string) => void }) {
  const { t } = useTranslation();
  const api = useInject<MonthsApi>(MonthsApi);
  const [presenter, state] = usePresenter<MonthsListState, MonthsPresenter>(
    () => new MonthsPresenter(api, onOpen, (key, params) => t(key, params ?? {})),
  );
  return <MonthsView presenter={presenter} state={state} />;
}

function MonthPage<S extends MonthSection>({
  month,
  section,
  onBack,
}: {
  month: string;
  section: MonthSectionParts<S> | undefined;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const api = useInject<MonthsApi>(MonthsApi);
  const grants = useInject<MyGrants>(MyGrants);
  const files = useInject<FileSaver>(FileSaver);
  const [presenter, state] = usePresenter<MonthPageState, MonthPresenter<S>>(
    () =>
      new MonthPresenter(api, grants, (key, params) => t(key, params ?? {}), month, files, section?.create),
  );
  return (
    <>
      <MonthView presenter={presenter} state={state} renderSection={section?.render} onBack={onBack} />
      {state.kind === 'ready' && state.actions.payslips && (
        <MonthBeneficiaryPayment api={api} files={files} month={month} />
      )}
    </>
  );
}
