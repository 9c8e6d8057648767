import { DOCUMENT_NUMBER_MAX } from '../../domain/shared/identity-document';
import {
  WORKER_ADDRESS_MAX,
  WORKER_NAME_MAX,
  WORKER_NAMES_MAX,
  type WorkerInput,
} from '../../domain/workers/worker';
import type { FormFields } from '../common/FormDialog';
import type { Translate } from '../common/screen-state';

/** The worker's form: identity, dates, address, terms from a date, pension, bank accounts. */
export function workerFields(t: Translate): FormFields<WorkerInput> {
  const f = (name: keyof WorkerInput & string) => t(`workers.form.${name}`);
  return [
    {
      kind: 'select',
      name: 'documentType',
      label: f('documentType'),
      options: 'documentType',
      required: true,
      row: 1,
    },
    {
      kind: 'text',
      name: 'documentNumber',
      label: f('documentNumber'),
      maxLength: DOCUMENT_NUMBER_MAX,
      upperCase: true,
      required: true,
      row: 1,
    },
    {
      kind: 'text',
      name: 'paternalSurname',
      label: f('paternalSurname'),
      maxLength: WORKER_NAME_MAX,
      required: true,
      row: 2,
    },
    {
      kind: 'text',
      name: 'maternalSurname',
      label: f('maternalSurname'),
      maxLength: WORKER_NAME_MAX,
      row: 2,
    },
    { kind: 'text', name: 'names', label: f('names'), maxLength: WORKER_NAMES_MAX, required: true },
    { kind: 'date', name: 'birthDate', label: f('birthDate'), required: true, row: 3 },
    { kind: 'date', name: 'hireDate', label: f('hireDate'), required: true, row: 3 },
    { kind: 'date', name: 'endDate', label: f('endDate'), row: 3 },
    { kind: 'select', name: 'endReason', label: f('endReason'), options: 'endReason', row: 3 },
    { kind: 'select', name: 'sex', label: f('sex'), options: 'sex', row: 8 },
    { kind: 'select', name: 'education', label: f('education'), options: 'education', row: 8 },
    { kind: 'text', name: 'occupation', label: f('occupation'), maxLength: 6, digits: true, row: 8 },
    {
      kind: 'text',
      name: 'address',
      label: f('address'),
      maxLength: WORKER_ADDRESS_MAX,
      upperCase: true,
      row: 9,
    },
    { kind: 'text', name: 'ubigeo', label: f('ubigeo'), maxLength: 6, digits: true, row: 9 },
    {
      kind: 'date',
      name: 'termsFrom',
      label: f('termsFrom'),
      help: t('workers.form.termsFromHelp'),
      required: true,
    },
    { kind: 'select', name: 'positionId', label: f('positionId'), options: 'positionId', required: true },
    {
      kind: 'select',
      name: 'pensionScheme',
      label: f('pensionScheme'),
      options: 'pensionScheme',
      required: true,
      row: 4,
    },
    { kind: 'select', name: 'afp', label: f('afp'), options: 'afp', row: 4 },
    { kind: 'select', name: 'commissionType', label: f('commissionType'), options: 'commissionType', row: 4 },
    { kind: 'text', name: 'cuspp', label: f('cuspp'), maxLength: 12, upperCase: true },
    { kind: 'switch', name: 'unionAffiliated', label: f('unionAffiliated'), row: 5 },
    { kind: 'switch', name: 'eps', label: f('eps'), row: 5 },
    { kind: 'switch', name: 'familyAllowance', label: f('familyAllowance'), row: 5 },
    { kind: 'select', name: 'bank', label: f('bank'), options: 'bank', row: 6 },
    { kind: 'text', name: 'account', label: f('account'), maxLength: 20, digits: true, row: 6 },
    { kind: 'text', name: 'bankAccount', label: f('bankAccount'), maxLength: 20, digits: true, row: 6 },
    { kind: 'select', name: 'ctsBank', label: f('ctsBank'), options: 'bank', row: 7 },
    { kind: 'text', name: 'ctsAccount', label: f('ctsAccount'), maxLength: 20, digits: true, row: 7 },
    { kind: 'switch', name: 'active', label: t('catalogue.form.active') },
  ];
}
