import { useState, type ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FileSaver } from '../../application/ports/file-saver';
import { MonthsApi } from '../../application/months/months-api';
import { MyGrants } from '../../application/shared/my-grants';
import { isMonth } from '../../domain/months/month';
import { useInject } from '../core/dependencies';
import type { Presenter } from '../core/presenter';
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
import type { BankFilePresenter } from '../common/bank-file-presenter';
import type { Translate } from '../common/screen-state';
import { useTranslate } from '../common/use-translate';
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
  /** What a closed month shows after its workers (what its close delivered); a reopened month shows none. */
  readonly closedMonth?: (month: string) => ReactNode;
}

/**
 * vacaciones_gratificaciones_cts: the payroll months (or one month when the address names it), and the
 * semester statements of the gratificación and the CTS deposits.
 */
export function MonthsPage<S extends MonthSection>({ vacations, monthSection, closedMonth }: MonthsParts<S>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const text = params.get(MONTH_PARAM) ?? '';
  const month = isMonth(text) ? text : null;
  const view = VIEWS.find((v) => v.value === params.get(VIEW_PARAM))?.value ?? 'meses';
  return (
    <ShellPage code="vacaciones_gratificaciones_cts">
      {month !== null ? (
        <MonthPage
          key={month}
          month={month}
          section={monthSection}
          closed={closedMonth?.(month)}
          onBack={() => setParams({})}
        />
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

/** What the months' screens read with: the months' API, the user's grants and the file saver. */
function useMonths() {
  return {
    api: useInject<MonthsApi>(MonthsApi),
    grants: useInject<MyGrants>(MyGrants),
    files: useInject<FileSaver>(FileSaver),
  };
}

/** A company's bank file opened from the months' screen (the CTS deposit, «Pagar liquidación»). */
interface MonthBankFile {
  /** The dialog's texts: 'months.ctsDeposit'. */
  readonly texts: string;
  /** 'PESQUERA NORTE S.A.C.' */
  readonly company: string;
  /** Its presenter, given today's date and the translator. */
  readonly create: (today: string, t: Translate) => BankFilePresenter;
}

/** The bank file's dialog, with its own presenter while it is open; `open(null)` does nothing. */
function useBankFile(): [ReactNode, (file: MonthBankFile | null) => void] {
  const [file, setFile] = useState<MonthBankFile | null>(null);
  return [file && <MonthBankFileDialog file={file} onClose={() => setFile(null)} />, setFile];
}

function MonthBankFileDialog({ file, onClose }: { file: MonthBankFile; onClose: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  return (
    <OwnBankFileDialog
      create={() => file.create(limaDate(new Date()), translate)}
      title={t(`${file.texts}.title`)}
      withoutAccount={t(`${file.texts}.withoutAccount`)}
      company={file.company}
      onClose={onClose}
    />
  );
}

/** A yearly view's presenter (made by `Year`, on this year) with what it reads with, and its bank file. */
function useYearView<S, P extends Presenter<S>>(
  Year: new (api: MonthsApi, files: FileSaver, grants: MyGrants, year: string, t: Translate) => P,
) {
  const { t } = useTranslation();
  const { api, grants, files } = useMonths();
  const [presenter, state] = usePresenter<S, P>(
    () => new Year(api, files, grants, String(new Date().getFullYear()), t),
  );
  const [bankFile, openBankFile] = useBankFile();
  return { api, files, presenter, state, bankFile, openBankFile };
}

function SemesterPage() {
  const { api, files, presenter, state, bankFile, openBankFile } = useYearView<
    SemesterState,
    SemesterPresenter
  >(SemesterPresenter);
  return (
    <>
      <SemesterView
        presenter={presenter}
        state={state}
        onDeposit={(d) =>
          openBankFile({
            texts: 'months.ctsDeposit',
            company: d.company,
            create: (today, t) => new CtsDepositPresenter(api, files, d.period, d.ruc, today, t),
          })
        }
      />
      {bankFile}
    </>
  );
}

function LeaversPage() {
  const { api, files, presenter, state, bankFile, openBankFile } = useYearView<
    LeaversState,
    LeaversPresenter
  >(LeaversPresenter);
  const pay = (p: SettlementPaymentTarget | null) =>
    openBankFile(
      p && {
        texts: 'months.settlementPayment',
        company: p.company,
        create: (today, t) => new SettlementPaymentPresenter(api, files, p.year, p.ruc, today, t),
      },
    );
  return (
    <>
      <LeaversView presenter={presenter} state={state} onPay={() => pay(presenter.paymentTarget())} />
      {bankFile}
    </>
  );
}

function IncomeCertificatesPage() {
  const { api, grants, files } = useMonths();
  const t = useTranslate();
  // By default the year before today's: the one whose certificates are due by the end of February.
  const [presenter, state] = usePresenter<IncomeCertificatesState, IncomeCertificatesPresenter>(
    () => new IncomeCertificatesPresenter(api, files, grants, t, String(new Date().getFullYear() - 1)),
  );
  return <IncomeCertificatesView presenter={presenter} state={state} />;
}

function MonthsListPage({ onOpen }: { onOpen: (month: string) => void }) {
  const { api } = useMonths();
  const t = useTranslate();
  const [presenter, state] = usePresenter<MonthsListState, MonthsPresenter>(
    () => new MonthsPresenter(api, onOpen, t),
  );
  return <MonthsView presenter={presenter} state={state} />;
}

function MonthPage<S extends MonthSection>({
  month,
  section,
  closed,
  onBack,
}: {
  month: string;
  section: MonthSectionParts<S> | undefined;
  /** Shown when the month is closed. */
  closed?: ReactNode;
  onBack: () => void;
}) {
  const { api, grants, files } = useMonths();
  const t = useTranslate();
  const [presenter, state] = usePresenter<MonthPageState, MonthPresenter<S>>(
    () => new MonthPresenter(api, grants, t, month, files, section?.create),
  );
  return (
    <>
      <MonthView
        presenter={presenter}
        state={state}
        renderSection={section?.render}
        closed={closed}
        onBack={onBack}
      />
      {state.kind === 'ready' && state.actions.payslips && (
        <MonthBeneficiaryPayment api={api} files={files} month={month} />
      )}
    </>
  );
}
