import {
  PARAMETER_DECIMALS,
  PARAMETER_KEY_MAX,
  PARAMETER_SOURCE_MAX,
  type ParameterRowInput,
} from '../../domain/parameters/parameter-row';
import type { FormFields } from '../common/FormDialog';
import type { Translate } from '../common/screen-state';

/** The form of a parameter row: key, validity, value and its legal source. */
export function parameterFields(t: Translate, keyHelp: string): FormFields<ParameterRowInput> {
  return [
    {
      kind: 'text',
      name: 'key',
      label: t('parameters.form.key'),
      maxLength: PARAMETER_KEY_MAX,
      required: true,
      help: keyHelp,
    },
    {
      kind: 'date',
      name: 'effectiveFrom',
      label: t('parameters.form.effectiveFrom'),
      required: true,
      row: 1,
    },
    { kind: 'date', name: 'effectiveTo', label: t('parameters.form.effectiveTo'), row: 1 },
    {
      kind: 'decimal',
      name: 'value',
      label: t('parameters.form.value'),
      decimals: PARAMETER_DECIMALS,
      required: true,
      help: t('parameters.form.valueHelp'),
    },
    {
      kind: 'text',
      name: 'source',
      label: t('parameters.form.source'),
      maxLength: PARAMETER_SOURCE_MAX,
      multiline: true,
      required: true,
    },
    { kind: 'switch', name: 'active', label: t('catalogue.form.active') },
  ];
}
