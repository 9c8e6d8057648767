import { describe, expect, it } from 'vitest';
import {
  parameterKeyChoices,
  validateParameterRow,
  type ParameterRowInput,
} from '../../../src/domain/parameters/parameter-row';
import { GENERAL_GROUPS, PENSION_GROUPS } from '../../../src/application/parameters/manage-parameters';

const row = (key: string): ParameterRowInput => ({
  key,
  effectiveFrom: '2025-01-01',
  effectiveTo: null,
  value: '1.00',
  source: 'D.S. 001-2025-EF',
  confidence: 'law',
  active: true,
});

describe('the parameter form offers parameters by name, never an engine key to type', () => {
  it('«Parámetros generales» offers the general parameters, by their Spanish name, and no pension rate', () => {
    const choices = parameterKeyChoices(GENERAL_GROUPS);
    expect(choices).toContainEqual({ id: 'uit', label: 'UIT' });
    expect(choices.map((c) => c.id)).not.toContain('afp.INTEGRA.insurableCap');
    expect(choices.map((c) => c.label)).toEqual(
      [...choices.map((c) => c.label)].sort((a, b) => a.localeCompare(b, 'es')),
    );
  });

  it("«Fondos de pensión» offers each AFP's rates and caps and the schemes' rates", () => {
    const choices = parameterKeyChoices(PENSION_GROUPS);
    expect(choices).toContainEqual({
      id: 'afp.INTEGRA.insurableCap',
      label: 'AFP INTEGRA: remuneración máxima asegurable',
    });
    expect(choices.map((c) => c.id)).not.toContain('uit');
  });

  it('every key offered is one its screen accepts', () => {
    for (const [groups, choices] of [
      [GENERAL_GROUPS, parameterKeyChoices(GENERAL_GROUPS)],
      [PENSION_GROUPS, parameterKeyChoices(PENSION_GROUPS)],
    ] as const)
      for (const choice of choices)
        expect(validateParameterRow(row(choice.id), groups), choice.id).toEqual([]);
  });
});
