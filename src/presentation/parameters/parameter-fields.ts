import {
  PARAMETER_DECIMALS,
  PARAMETER_SOURCE_MAX,
  type ParameterRowInput,
} from '../../domain/parameters/parameter-row';
import { catalogueFormFields } from '../common/catalogue-form-fields';
import type { FormFields } from '../common/FormDialog';
import type { Translate } from '../common/screen-state';

/**
 * The form of a parameter row: the parameter (chosen by its Spanish name, never typed as the engine's
 * key), validity, value and its legal source.
 */
export function parameterFields(t: Translate): FormFields<ParameterRowInput> {
  const form = catalogueFormFields<ParameterRowInput>(t, 'parameters');
  return [
    form.select('key', { required: true }),
    form.date('effectiveFrom', { required: true, row: 1 }),
    form.date('effectiveTo', { row: 1 }),
    form.decimal('value', {
      decimals: PARAMETER_DECIMALS,
      required: true,
      help: t('parameters.form.valueHelp'),
    }),
    form.text('source', { maxLength: PARAMETER_SOURCE_MAX, multiline: true, required: true }),
    form.active(),
  ];
}
