import { describe, expect, it } from 'vitest';
import { PLANT_PORT_MAX, cleanPlant, validatePlant, type PlantInput } from '../../../src/domain/plants/plant';
import { RUC_MESSAGES } from '../../../src/domain/shared/ruc';

const valid: PlantInput = { ruc: '20100971772', name: 'Planta Chimbote', port: 'Chimbote', active: true };

describe('plant', () => {
  it('accepts a plant with a valid RUC', () => {
    expect(validatePlant(valid)).toEqual([]);
  });

  it('refuses a bad RUC, a missing name and a too long port', () => {
    expect(
      validatePlant({ ...valid, ruc: '20100971773', name: '', port: 'p'.repeat(PLANT_PORT_MAX + 1) }),
    ).toEqual([
      { field: 'ruc', message: RUC_MESSAGES.checkDigit },
      { field: 'name', message: 'El nombre es obligatorio.' },
      { field: 'port', message: `El puerto no puede superar ${PLANT_PORT_MAX} caracteres.` },
    ]);
  });

  it('tidies the texts', () => {
    expect(cleanPlant({ ...valid, name: ' Planta   Chimbote ', port: ' Chimbote ' })).toEqual(valid);
  });
});
