import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChangePasswordField } from '../../src/application/identity/change-password';
import type { RecoveryField } from '../../src/application/identity/recover-password';
import { DECLARATION_KINDS } from '../../src/domain/income-tax-declarations/declaration';
import { ADJUSTMENT_KINDS } from '../../src/domain/fishing-weeks/grids';
import type { RecoveryMessage } from '../../src/domain/identity/password-recovery';
import type { SignInField } from '../../src/domain/identity/sign-in';
import { THEME_COLORS } from '../../src/domain/layout/themes';
import { SETTLEMENT_STATES } from '../../src/domain/months/leaver';
import { MONTH_STATES } from '../../src/domain/months/month';
import { NEWS_STATES } from '../../src/domain/news/news';
import { DELIVERY_STATES, WORKER_ACCESS_STATES } from '../../src/domain/payslip-deliveries/delivery';
import { PENSION_SUMMARY_COLUMNS } from '../../src/domain/parameters/pension-summary';
import { PARAMETER_ROW_STATES } from '../../src/domain/parameters/parameter-row';
import { COURT_ORDER_BASES, COURT_ORDER_KINDS } from '../../src/domain/payroll/court-order-withholding';
import { PARAMETER_CONFIDENCES, PARAMETER_UNITS } from '../../src/domain/payroll/parameter-labels';
import { COMMISSION_TYPES } from '../../src/domain/shared/pension-vocabulary';
import { DOCUMENT_TYPES } from '../../src/domain/shared/identity-document';
import { WEEK_STATES } from '../../src/domain/shared/week-states';
import { PERMISSION_ACTIONS, SHELL_ROUTES } from '../../src/domain/shell/modules';
import { VACATION_KINDS } from '../../src/domain/vacations/vacation';
import { LABOUR_REGIMES } from '../../src/domain/workers/labour-regime';
import type { UserCommand } from '../../src/presentation/admin/users/users-presenter';
import type { CatalogueCommand } from '../../src/presentation/common/catalogue-presenter';
import type { decimalTypingProblem } from '../../src/presentation/common/FormDialog';
import { COMPANIES_SCREEN } from '../../src/presentation/companies/companies-screen';
import type { CourtOrderRowView } from '../../src/presentation/court-orders/court-orders-presenter';
import { FISHING_TYPES_SCREEN } from '../../src/presentation/fishing-types/fishing-types-screen';
import { WEEKDAY_KEYS } from '../../src/presentation/fishing-weeks/grids/crew-days';
import type { WeekGridTab } from '../../src/presentation/fishing-weeks/grids/week-grids-presenter';
import { LANDINGS_IMPORT_TEXTS } from '../../src/presentation/fishing-weeks/landings-import/landings-import-presenter';
import type { WeekTab } from '../../src/presentation/fishing-weeks/week-presenter';
import { SEMESTER_CHOICES } from '../../src/presentation/months/semester-presenter';
import type { NewsCommand } from '../../src/presentation/news/news-presenter';
import {
  PARAMETERS_SCREEN,
  PENSION_FUNDS_SCREEN,
  SPECIALTY_PAY_SCREEN,
} from '../../src/presentation/parameters/parameter-screens';
import { DELIVERY_COUNTS } from '../../src/presentation/payslip-deliveries/deliveries-presenter';
import { DELIVERY_HEADERS } from '../../src/presentation/payslip-deliveries/deliveries-source';
import { PLANTS_SCREEN } from '../../src/presentation/plants/plants-screen';
import { POSITIONS_SCREEN } from '../../src/presentation/positions/positions-screen';
import { SPECIES_SCREEN } from '../../src/presentation/species/species-screen';
import { VESSELS_SCREEN } from '../../src/presentation/vessels/vessels-screen';
import type { TRegistroFile } from '../../src/presentation/workers/t-registro-presenter';
import { WORKER_COLUMNS, WORKERS_SCREEN } from '../../src/presentation/workers/workers-screen';

type Texts = { readonly [key: string]: string | Texts };

const read = (language: string) =>
  JSON.parse(readFileSync(path.join('public/assets/i18n', `${language}.json`), 'utf8')) as Texts;

/** Whether `key` names a text (or its plural forms) in `texts`. */
function hasText(texts: Texts, key: string): boolean {
  const find = (k: string) =>
    k
      .split('.')
      .reduce<string | Texts | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        texts,
      );
  return [key, `${key}_one`, `${key}_other`].some((k) => typeof find(k) === 'string');
}

/** Every key the code asks for by its full name: `t('section.text')`. */
function keysInCode(dir: string): { key: string; file: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .flatMap((f) => {
      const file = path.join(dir, f);
      return [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)'/g)].map(
        (m) => ({ key: m[1]!, file }),
      );
    });
}

describe('the texts the screens ask for', () => {
  const used = keysInCode('src');

  it('are found in the code (the check reads what it should)', () => {
    expect(used.length).toBeGreaterThan(500);
  });

  it.each(['es', 'en'])('exist in %s.json: a missing one would show its key on screen', (language) => {
    const texts = read(language);
    expect(used.filter((u) => !hasText(texts, u.key)).map((u) => `${u.key} (${u.file})`)).toEqual([]);
  });
});

/**
 * The keys the code builds from a value (`t(`months.semester.choices.${c.key}`)`), which the search for
 * literal keys above cannot see: each family is its prefix and the values the code can build it from.
 */
type Family = { readonly prefix: string; readonly values: readonly string[] };

/** Every member of a union of strings, listed once: the compiler refuses a missing or an unknown one. */
const every = <T extends string>(members: Record<T, true>): T[] => Object.keys(members) as T[];

/** A command's confirmation texts: `<command>`, `<command>Title` and, when asked, `<command>Action`. */
const confirmations = (commands: readonly string[], suffixes: readonly string[]) =>
  commands.flatMap((c) => suffixes.map((s) => `${c}${s}`));

const CATALOGUE_COMMANDS = every<CatalogueCommand>({ delete: true, deactivate: true, activate: true });

/** The texts `CatalogueView`, `CataloguePresenter` and `listTexts` read under a catalogue screen's prefix. */
const CATALOGUE_TEXTS = [
  'tableLabel',
  'search',
  'empty',
  'noMatches',
  'create',
  'edit',
  'deactivate',
  'activate',
  'delete',
  'created',
  'updated',
  'deleted',
  'deactivated',
  'activated',
  'form.createTitle',
  'form.editTitle',
  ...CATALOGUE_COMMANDS.map((c) => `confirm.${c}`),
];

const SCREENS = {
  COMPANIES_SCREEN,
  FISHING_TYPES_SCREEN,
  PARAMETERS_SCREEN,
  PENSION_FUNDS_SCREEN,
  PLANTS_SCREEN,
  POSITIONS_SCREEN,
  SPECIALTY_PAY_SCREEN,
  SPECIES_SCREEN,
  VESSELS_SCREEN,
  WORKERS_SCREEN,
};
const CATALOGUE_SCREENS = Object.values(SCREENS);

const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));

/**
 * The column texts of the catalogue pages (`<texts>.columns.<field>`): the columns each page's
 * `columns={{ … }}` names for its `screen={…}`, and the workers' `WORKER_COLUMNS`.
 */
function catalogueColumns(dir: string): Family[] {
  const pages = sources(dir).flatMap((source) => {
    const screen = /screen=\{(\w+)\}/.exec(source)?.[1];
    const columns = /columns=\{\{([\s\S]*?)\}\}/.exec(source)?.[1];
    const texts = screen && SCREENS[screen as keyof typeof SCREENS]?.texts;
    if (!texts || !columns) return [];
    return [
      { prefix: `${texts}.columns`, values: [...columns.matchAll(/(\w+):\s*[[{]/g)].map((m) => m[1]!) },
    ];
  });
  return [...pages, { prefix: 'workers.columns', values: WORKER_COLUMNS.map((c) => c.field) }];
}

/**
 * The catalogue forms' labels (`<texts>.form.<name>`): `form.text('ruc', …)` after
 * `catalogueFormFields<…>(t, 'companies')` or in `useCatalogueFields(COMPANIES_SCREEN, …)` (the
 * screen's texts), unless the field gives its own `label` first.
 */
function catalogueFormLabels(dir: string): Family[] {
  return sources(dir).flatMap((source) => {
    const screen = /useCatalogueFields\(\s*(\w+)/.exec(source)?.[1];
    const texts =
      /catalogueFormFields<[^>]*>\(\s*\w+,\s*'([\w.]+)'\)/.exec(source)?.[1] ??
      (screen ? SCREENS[screen as keyof typeof SCREENS]?.texts : undefined);
    if (!texts) return [];
    const names = [
      ...source.matchAll(/\bform\.(?:text|decimal|date|switch|select)\(\s*'(\w+)'(?!,\s*\{\s*label:)/g),
    ].map((m) => m[1]!);
    return [{ prefix: `${texts}.form`, values: names }];
  });
}

/** The texts `ImportDialog` and `ImportPresenter` read under an import's prefix. */
const IMPORT_TEXTS = [
  'title',
  'intro',
  'choose',
  'template',
  'checking',
  'problems',
  'row',
  'column',
  'reason',
  'allValid',
  'another',
  'importValid',
  'importAll',
  'close',
  'summary',
  'result',
  'notAll',
];

const DYNAMIC_KEYS: readonly Family[] = [
  { prefix: 'months.semester.choices', values: SEMESTER_CHOICES.map((c) => c.key) },
  // MonthsPage's VIEWS.
  {
    prefix: 'months.tabs',
    values: ['meses', 'semestres', 'liquidaciones', 'certificados', 'vacaciones'],
  },
  { prefix: 'months.states', values: MONTH_STATES },
  { prefix: 'months.weekStates', values: WEEK_STATES },
  { prefix: 'months.leavers.states', values: SETTLEMENT_STATES },
  { prefix: 'fishingWeeks.states', values: WEEK_STATES },
  {
    prefix: 'fishingWeeks.view.tabs',
    values: every<WeekTab>({ descargas: true, tripulacion: true, ajustes: true, resultado: true }),
  },
  {
    prefix: 'fishingWeeks.grids.save',
    values: every<WeekGridTab>({ descargas: true, tripulacion: true, ajustes: true }),
  },
  { prefix: 'fishingWeeks.grids.weekdays', values: WEEKDAY_KEYS },
  { prefix: 'fishingWeeks.adjustments.kinds', values: ADJUSTMENT_KINDS },
  { prefix: 'news.states', values: NEWS_STATES },
  {
    prefix: 'news.confirm',
    values: confirmations(every<NewsCommand>({ publish: true, unpublish: true, delete: true }), [
      '',
      'Title',
      'Action',
    ]),
  },
  { prefix: 'catalogue.confirm', values: confirmations(CATALOGUE_COMMANDS, ['Title', 'Action']) },
  ...CATALOGUE_SCREENS.map((s) => ({ prefix: s.texts, values: CATALOGUE_TEXTS })),
  ...catalogueColumns('src/presentation'),
  ...catalogueFormLabels('src/presentation'),
  { prefix: LANDINGS_IMPORT_TEXTS, values: IMPORT_TEXTS },
  { prefix: 'workers.import', values: IMPORT_TEXTS },
  // listViewBasics' prefixes besides the catalogues'.
  ...['admin.users', 'admin.roles', 'news'].map((prefix) => ({
    prefix,
    values: ['tableLabel', 'search', 'empty', 'noMatches', 'create'],
  })),
  {
    prefix: 'admin.users.confirm',
    values: confirmations(every<UserCommand>({ disable: true, enable: true, reset: true }), ['', 'Title']),
  },
  { prefix: 'admin.actions', values: PERMISSION_ACTIONS },
  {
    prefix: 'admin.common.decimal',
    values: every<NonNullable<ReturnType<typeof decimalTypingProblem>>>({
      negative: true,
      notNumber: true,
      places: true,
      noPlaces: true,
    }),
  },
  {
    prefix: 'auth.recovery',
    values: every<Exclude<RecoveryMessage['key'], 'other'>>({
      codeSent: true,
      userNotFound: true,
      requestLimitExceeded: true,
      passwordChanged: true,
      codeMismatch: true,
      expiredCode: true,
      submitLimitExceeded: true,
      invalidPassword: true,
    }),
  },
  {
    prefix: 'auth.validation',
    values: every<SignInField | ChangePasswordField | RecoveryField>({
      username: true,
      password: true,
      newPassword: true,
      oldPassword: true,
      answer: true,
      code: true,
    }),
  },
  // The pages' titles: the shell's routes and the administration's pages.
  {
    prefix: 'pages',
    values: [...SHELL_ROUTES.map((r) => r.code), 'usuario', 'rol', 'auditoria', 'vacio'].map(
      (c) => `${c}.title`,
    ),
  },
  { prefix: 'shell.config.colors', values: THEME_COLORS },
  // LoansDialog's amount columns.
  { prefix: 'loans.columns', values: ['amount', 'instalment', 'deducted', 'planned'] },
  {
    prefix: 'courtOrders.columns',
    values: every<Exclude<keyof CourtOrderRowView, 'id' | 'order'>>({
      title: true,
      court: true,
      kind: true,
      withholding: true,
      benefits: true,
      beneficiary: true,
      account: true,
      period: true,
    }),
  },
  { prefix: 'courtOrders.kinds', values: COURT_ORDER_KINDS },
  { prefix: 'courtOrders.bases', values: COURT_ORDER_BASES },
  // `TextedRecordsPresenter`'s notices under each records dialog's texts.
  ...['loans.texts', 'courtOrders.texts', 'vacations'].map((prefix) => ({
    prefix,
    values: ['created', 'updated', 'deleted'],
  })),
  // The payroll report's `NarrowingSelect` labels.
  { prefix: 'payrollReport', values: ['company', 'vessel'] },
  { prefix: 'common.documentTypes', values: DOCUMENT_TYPES },
  // DeclarationsSection's text columns.
  {
    prefix: 'declarations.table',
    values: ['worker', 'kindLabel', 'employer', 'taxablePay', 'taxWithheld', 'amount'],
  },
  { prefix: 'declarations.kinds', values: DECLARATION_KINDS },
  // IncomeCertificatesView's amounts.
  { prefix: 'incomeCertificates.columns', values: ['taxablePay', 'annualTax', 'taxWithheld'] },
  // VacationsView's record columns.
  { prefix: 'vacations.records', values: ['worked', 'rest', 'computable', 'required'] },
  { prefix: 'vacations.kinds', values: VACATION_KINDS },
  // ConceptCodesDialog's fields.
  { prefix: 'payrollReport.conceptCodes', values: ['code', 'description'] },
  { prefix: 'parameters.state', values: PARAMETER_ROW_STATES },
  { prefix: 'parameters.units', values: PARAMETER_UNITS },
  { prefix: 'parameters.confidence', values: PARAMETER_CONFIDENCES },
  // PensionSummaryView's TEXTS.
  { prefix: 'pensionFunds.summary', values: ['tableLabel', 'title', 'loading', 'empty'] },
  {
    prefix: 'pensionFunds.summary.columns',
    values: ['scheme', 'table11Code', ...PENSION_SUMMARY_COLUMNS],
  },
  { prefix: 'workers.form.labourRegimes', values: LABOUR_REGIMES },
  { prefix: 'workers.form.commissionTypes', values: COMMISSION_TYPES },
  { prefix: 'workers.form.sexes', values: ['M', 'F'] },
  // WorkersPage's TERMS_COLUMNS.
  { prefix: 'workers.form', values: ['termsFrom', 'positionId', 'pensionScheme', 'flags'] },
  {
    prefix: 'workers.tRegistro.files',
    values: every<TRegistroFile>({ zip: true, ide: true, tra: true, per: true }),
  },
  // The payslip deliveries: a period's counts, columns, states and own texts, a worker's access.
  { prefix: 'payslipDeliveries.deliveries.counts', values: DELIVERY_COUNTS },
  { prefix: 'payslipDeliveries.deliveries.columns', values: DELIVERY_HEADERS },
  { prefix: 'payslipDeliveries.deliveries.states', values: DELIVERY_STATES },
  {
    prefix: 'payslipDeliveries.deliveries.week',
    values: ['due', 'overdue', 'printed', 'tableLabel', 'empty'],
  },
  {
    prefix: 'payslipDeliveries.deliveries.month',
    values: ['due', 'overdue', 'printed', 'tableLabel', 'empty'],
  },
  { prefix: 'payslipDeliveries.access.states', values: WORKER_ACCESS_STATES },
];

/** The keys of the families missing from `texts`. */
function missingDynamicKeys(texts: Texts, families: readonly Family[]): string[] {
  return families.flatMap((f) => f.values.map((v) => `${f.prefix}.${v}`)).filter((k) => !hasText(texts, k));
}

describe('the texts the screens build from a value', () => {
  it("are found in the code (the catalogue pages' columns and form fields are read)", () => {
    const read = (families: Family[]) => families.reduce((n, f) => n + f.values.length, 0);
    expect(read(catalogueColumns('src/presentation'))).toBeGreaterThan(40);
    expect(read(catalogueFormLabels('src/presentation'))).toBeGreaterThan(50);
  });

  it.each(['es', 'en'])('exist in %s.json for every value', (language) => {
    expect(missingDynamicKeys(read(language), DYNAMIC_KEYS)).toEqual([]);
  });

  it('are reported when one is missing', () => {
    expect(
      missingDynamicKeys(read('es'), [{ prefix: 'months.semester.choices', values: ['cts-05', 'cts-06'] }]),
    ).toEqual(['months.semester.choices.cts-06']);
  });
});
