import { DOCUMENT_NUMBER_MAX } from '../../domain/shared/identity-document';
import {
  WORKER_ADDRESS_MAX,
  WORKER_NAME_MAX,
  WORKER_NAMES_MAX,
  type WorkerInput,
} from '../../domain/workers/worker';
import { catalogueFormFields } from '../common/catalogue-form-fields';
import type { FormFields } from '../common/FormDialog';
import type { Translate } from '../common/screen-state';

/** The worker's form: identity, dates, address, terms from a date, pension, bank accounts. */
export function workerFields(t: Translate): FormFields<WorkerInput> {
  const form = catalogueFormFields<WorkerInput>(t, 'workers');
  return [
    form.select('documentType', { required: true, row: 1 }),
    form.text('documentNumber', { maxLength: DOCUMENT_NUMBER_MAX, upperCase: true, required: true, row: 1 }),
    form.text('paternalSurname', { maxLength: WORKER_NAME_MAX, required: true, row: 2 }),
    form.text('maternalSurname', { maxLength: WORKER_NAME_MAX, row: 2 }),
    form.text('names', { maxLength: WORKER_NAMES_MAX, required: true }),
    form.date('birthDate', { required: true, row: 3 }),
    form.date('hireDate', { required: true, row: 3 }),
    form.date('endDate', { row: 3 }),
    form.select('endReason', { row: 3 }),
    form.select('sex', { row: 8 }),
    form.select('education', { row: 8 }),
    form.text('occupation', { maxLength: 6, digits: true, row: 8 }),
    form.text('address', { maxLength: WORKER_ADDRESS_MAX, upperCase: true, row: 9 }),
    form.text('ubigeo', { maxLength: 6, digits: true, row: 9 }),
    form.date('termsFrom', { help: t('workers.form.termsFromHelp'), required: true }),
    form.select('positionId', { required: true }),
    form.select('labourRegime', { required: true, row: 10 }),
    form.decimal('monthlySalary', {
      unit: 'S/',
      decimals: 2,
      help: t('workers.form.monthlySalaryHelp'),
      row: 10,
    }),
    form.select('employerCompanyId', {
      emptyLabel: t('workers.form.noEmployerCompany'),
      help: t('workers.form.employerCompanyHelp'),
      // The general regime's staff work on no vessel; a crew member's employer (optional) stays visible
      // while set, so it can be cleared.
      shownWhen: (values) =>
        values.labourRegime === 'general' ||
        (values.employerCompanyId !== null && values.employerCompanyId !== undefined),
    }),
    form.select('pensionScheme', { required: true, row: 4 }),
    form.select('afp', { row: 4 }),
    form.select('commissionType', { row: 4 }),
    form.text('cuspp', { maxLength: 12, upperCase: true }),
    form.switch('unionAffiliated', { row: 5 }),
    form.switch('eps', { row: 5 }),
    form.switch('familyAllowance', { row: 5 }),
    form.select('bank', { row: 6 }),
    form.text('account', { maxLength: 20, digits: true, row: 6 }),
    form.text('bankAccount', { maxLength: 20, digits: true, row: 6 }),
    form.select('ctsBank', { options: 'bank', row: 7 }),
    form.text('ctsAccount', { maxLength: 20, digits: true, row: 7 }),
    form.active(),
  ];
}
