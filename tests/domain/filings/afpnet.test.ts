import { describe, expect, it } from 'vitest';
import {
  afpnetWorkType,
  buildAfpnetFile,
  type AfpnetInput,
  type AfpnetWorker,
} from '../../../src/domain/filings/afpnet';

const RUC = '20601234565';

const member: AfpnetWorker = {
  documentType: 'DNI',
  document: '40123456',
  paternalSurname: 'Quispe',
  maternalSurname: 'Mamani',
  names: 'Juan  Carlos',
  pensionScheme: 'AFP',
  cuspp: '583451jpvie4',
  insurablePay: '3189.7',
};

const hired: AfpnetWorker = {
  documentType: 'CE',
  document: '001234567',
  paternalSurname: 'PÉREZ',
  maternalSurname: '',
  names: 'ANA',
  pensionScheme: 'AFP',
  cuspp: '612345APERZ1',
  relationStarted: true,
  insurablePay: '1500.00',
  workType: 'P',
};

const onp: AfpnetWorker = { ...member, document: '10000002', pensionScheme: 'ONP', cuspp: undefined };

const input = (workers: AfpnetWorker[]): AfpnetInput => ({
  month: '2025-04',
  company: { ruc: RUC },
  workers,
});

describe('the AFPnet upload file', () => {
  it('has one TAB-separated row per AFP member, numbered without gaps, in AFPnet’s column order', () => {
    const result = buildAfpnetFile(input([member, onp, hired]));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.files).toHaveLength(1);
    const [file] = result.files;
    expect(file!.name).toBe(`afpnet-${RUC}-202504.txt`);
    expect(file!.content).toBe(
      [
        '1\t583451JPVIE4\t0\t40123456\tQUISPE\tMAMANI\tJUAN CARLOS\tS\tN\tN\t\t3189.70\t0.00\t0.00\t0.00\tN',
        '2\t612345APERZ1\t1\t001234567\tPÉREZ\t\tANA\tS\tS\tN\t\t1500.00\t0.00\t0.00\t0.00\tP',
        '',
      ].join('\r\n'),
    );
  });

  it('checks each field of a row', () => {
    const result = buildAfpnetFile(input([member]));
    if (!result.ok) throw new Error('expected a file');
    const cells = result.files[0]!.content.replace(/\r\n$/, '').split('\t');
    expect(cells).toHaveLength(16);
    const [seq, cuspp, type, number, paternal, maternal, names, inForce, started, ended, exemption, pay] =
      cells;
    expect({ seq, cuspp, type, number, paternal, maternal, names }).toEqual({
      seq: '1',
      cuspp: '583451JPVIE4',
      type: '0',
      number: '40123456',
      paternal: 'QUISPE',
      maternal: 'MAMANI',
      names: 'JUAN CARLOS',
    });
    expect([inForce, started, ended, exemption]).toEqual(['S', 'N', 'N', '']);
    expect(pay).toMatch(/^\d+\.\d{2}$/);
    expect(cells.slice(12)).toEqual(['0.00', '0.00', '0.00', 'N']);
  });

  it('writes the exemption and a ceased relation', () => {
    const result = buildAfpnetFile(
      input([{ ...member, relationEnded: true, exemption: 'L', insurablePay: '0' }]),
    );
    if (!result.ok) throw new Error('expected a file');
    expect(result.files[0]!.content).toBe(
      '1\t583451JPVIE4\t0\t40123456\tQUISPE\tMAMANI\tJUAN CARLOS\tS\tN\tS\tL\t0.00\t0.00\t0.00\t0.00\tN\r\n',
    );
  });

  it('lists what to fix: missing CUSPP, bad CUSPP, bad amount, zero pay without exemption, bad RUC', () => {
    const result = buildAfpnetFile({
      month: '2025-04',
      company: { ruc: '123' },
      workers: [
        { ...member, cuspp: undefined },
        { ...hired, cuspp: 'ABC', insurablePay: '1.500,00' },
        { ...member, document: '40123457', insurablePay: '0.00' },
      ],
    });
    if (result.ok) throw new Error('expected problems');
    const file = `afpnet-123-202504.txt`;
    expect(result.problems).toEqual([
      { field: 'company.ruc', message: 'El RUC debe tener 11 dígitos. Corríjalo en Empresas.' },
      {
        worker: 'Quispe Mamani, Juan Carlos (DNI 40123456)',
        file,
        field: 'cuspp',
        message: 'El CUSPP es obligatorio para un afiliado a una AFP. Regístrelo en la ficha del trabajador.',
      },
      {
        worker: 'PÉREZ, ANA (CE 001234567)',
        file,
        field: 'cuspp',
        message:
          'El CUSPP debe tener 12 caracteres: letras mayúsculas y dígitos. Regístrelo en la ficha del trabajador.',
      },
      {
        worker: 'PÉREZ, ANA (CE 001234567)',
        file,
        field: 'insurablePay',
        message:
          'El monto "1.500,00" no es un número decimal: escríbalo con punto decimal y sin separador de miles (por ejemplo 3189.76).',
      },
      {
        worker: 'Quispe Mamani, Juan Carlos (DNI 40123457)',
        file,
        field: 'exemption',
        message: expect.stringContaining('La remuneración asegurable es cero'),
      },
    ]);
  });

  it('refuses a month without AFP members and a bad document', () => {
    const none = buildAfpnetFile(input([onp]));
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.problems.map((p) => p.field)).toEqual(['workers']);
    const badDoc = buildAfpnetFile(input([{ ...member, document: '1234' }]));
    if (badDoc.ok) throw new Error('expected problems');
    expect(badDoc.problems).toEqual([
      {
        worker: 'Quispe Mamani, Juan Carlos (DNI 1234)',
        file: `afpnet-${RUC}-202504.txt`,
        field: 'document',
        message: 'El DNI debe tener 8 dígitos. Corríjalo en la ficha del trabajador.',
      },
    ]);
  });
});

describe('the AFPnet work type', () => {
  it('is P (pesquería) for crew and N for land staff', () => {
    expect(afpnetWorkType(true)).toBe('P');
    expect(afpnetWorkType(false)).toBe('N');
  });
});
