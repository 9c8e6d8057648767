import { describe, expect, it } from 'vitest';
import { landingPath } from '../../../src/domain/shell/landing';

describe('landingPath', () => {
  it('takes a user without the dashboard to their one module (a worker to «Mis boletas»)', () => {
    expect(landingPath({ mis_boletas: ['ver'] })).toBe('/mis_boletas');
    expect(landingPath({ mis_boletas: ['ver'], vacio: ['ver'], empresa: ['crear'] })).toBe('/mis_boletas');
  });

  it('keeps the dashboard when it is granted, or with more than one module, or none', () => {
    expect(landingPath({ dashboard: ['ver'], mis_boletas: ['ver'] })).toBeNull();
    expect(landingPath({ trabajador: ['ver'], semana_de_pesca: ['ver'] })).toBeNull();
    expect(landingPath({})).toBeNull();
  });
});
