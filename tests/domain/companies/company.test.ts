import { describe, expect, it } from 'vitest';
import {
  COMPANY_ADDRESS_MAX,
  COMPANY_LEGAL_NAME_MAX,
  cleanCompany,
  companyInUseMessage,
  validateCompany,
  type CompanyInput,
} from '../../../src/domain/companies/company';
import { RUC_MESSAGES } from '../../../src/domain/shared/ruc';

const valid: CompanyInput = {
  ruc: '20338054115',
  legalName: 'Austral Group S.A.A.',
  address: 'Av. Víctor Andrés Belaúnde 147, San Isidro',
  vesselOwner: true,
  active: true,
};

describe('company', () => {
  it('accepts a company with a valid RUC; the address may be empty', () => {
    expect(validateCompany(valid)).toEqual([]);
    expect(validateCompany({ ...valid, address: '' })).toEqual([]);
  });

  it('refuses a RUC whose check digit is wrong', () => {
    expect(validateCompany({ ...valid, ruc: '20338054116' })).toEqual([
      { field: 'ruc', message: RUC_MESSAGES.checkDigit },
    ]);
  });

  it('requires the legal name and limits the texts', () => {
    expect(validateCompany({ ...valid, legalName: '   ' })).toEqual([
      { field: 'legalName', message: 'La razón social es obligatoria.' },
    ]);
    expect(validateCompany({ ...valid, legalName: 'x'.repeat(COMPANY_LEGAL_NAME_MAX + 1) })[0]?.field).toBe(
      'legalName',
    );
    expect(validateCompany({ ...valid, legalName: 'x'.repeat(COMPANY_LEGAL_NAME_MAX) })).toEqual([]);
    expect(validateCompany({ ...valid, address: 'x'.repeat(COMPANY_ADDRESS_MAX + 1) })).toEqual([
      { field: 'address', message: `La dirección no puede superar ${COMPANY_ADDRESS_MAX} caracteres.` },
    ]);
  });

  it('tidies the texts', () => {
    expect(cleanCompany({ ...valid, ruc: ' 20338054115 ', legalName: '  Austral   Group ' })).toMatchObject({
      ruc: '20338054115',
      legalName: 'Austral Group',
    });
  });

  it('says why a company owning vessels cannot be deleted and what to do instead', () => {
    expect(companyInUseMessage('Austral', 1)).toBe(
      'No se puede eliminar la empresa «Austral»: la usa 1 embarcación. Desactívela en su lugar (edítela y desmarque «Activo»).',
    );
    expect(companyInUseMessage('Austral', 3)).toContain('la usan 3 embarcaciones');
  });
});
