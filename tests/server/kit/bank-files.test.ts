import { describe, expect, it } from 'vitest';
import { BBVA, TELECREDITO, type BankFile } from '../../../src/domain/bank-payments';
import { ApiError } from '../../../server/kit/errors';
import { bankFileDetails, bankFileRefused, bankLayout } from '../../../server/kit/bank-files';

describe('bank files on the server', () => {
  it('asks for Telecrédito unless a bank is named, and names the file after the bank', () => {
    expect(bankLayout(undefined)).toEqual({ layout: TELECREDITO, stem: 'telecredito' });
    expect(bankLayout(TELECREDITO)).toEqual({ layout: TELECREDITO, stem: 'telecredito' });
    expect(bankLayout(BBVA)).toEqual({ layout: BBVA, stem: 'bbva' });
  });

  it('keeps in the audit trail how many it pays, the total and who has no account', () => {
    const payment = (document: string) => ({ document }) as BankFile['paid'][number];
    const file = {
      content: '',
      paid: [payment('40123456'), payment('40123457')],
      withoutAccount: [payment('40123458')],
      total: '300.00',
    } as unknown as BankFile;
    expect(bankFileDetails(file)).toEqual({ pagos: 2, total: '300.00', sinCuenta: ['40123458'] });
  });

  it('refuses a file with problems, each named by its worker or the file field', () => {
    const error = bankFileRefused(
      [
        { field: 'chargeAccount', message: 'Cuenta inválida.' },
        { worker: 'QUISPE, JUAN (DNI 40123456)', field: 'account', message: 'Sin cuenta.' },
      ],
      'Hay 2 dato(s) por corregir.',
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 400,
      message: 'Hay 2 dato(s) por corregir.',
      fields: [
        { field: 'chargeAccount', message: 'Cuenta inválida.' },
        { field: 'QUISPE, JUAN (DNI 40123456)', message: 'QUISPE, JUAN (DNI 40123456): Sin cuenta.' },
      ],
    });
  });
});
