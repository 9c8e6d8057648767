import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { describe, expect, inject, it } from 'vitest';
import { validatePlameFiles } from '../../src/domain/filings/plame-layout';
import { tRegistroProblems } from '../../src/domain/filings/t-registro';
import { createAccount, signInThroughUi } from './support/accounts';
import { useBrowser } from './support/browser';
import { exampleWeekThroughApi, must, seedExample } from './support/week-example';

/**
 * February 2025 (no other end-to-end file uses it): one closed week (week 7), the month computed and
 * closed; the patrón in an AFP with his T-Registro data.
 */
const WEEK = { number: 7, start: '2025-02-10', end: '2025-02-16', month: '2025-02', day: '2025-02-13' };

describe('the T-Registro and AFPnet files in a browser', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser(baseUrl);

  it('downloads a worker’s T-Registro from the workers’ screen and the PLAME and AFPnet files of a closed month, all valid', async () => {
    const admin = await createAccount(baseUrl, { prefix: 'tregistro', roles: ['Administrador'] });
    const session = await browser.open();
    const p = session.page;
    await signInThroughUi(p, admin);
    const m = await seedExample(p);
    const patron = m.workers[0]!;
    const current = (await must(p, 'GET', `/trabajadores/${patron.id}`)) as {
      documentNumber: string;
      version: number;
      current: { positionId: number };
    };
    await must(p, 'PUT', `/trabajadores/${patron.id}`, {
      version: current.version,
      documentType: 'DNI',
      documentNumber: current.documentNumber,
      paternalSurname: `SEMANA${m.tag}`,
      maternalSurname: 'PRUEBA',
      names: 'TRIPULANTE 1',
      birthDate: '1990-01-01',
      hireDate: '2019-03-01',
      endDate: '',
      positionId: current.current.positionId,
      pensionScheme: 'AFP',
      afp: 'PRIMA',
      commissionType: 'FLUJO',
      cuspp: '583451JPVIE4',
      unionAffiliated: false,
      eps: false,
      familyAllowance: false,
      termsFrom: '2019-03-01',
      bank: '002',
      account: '00219100012345678957',
      bankAccount: '19112345678012',
      ctsBank: '003',
      ctsAccount: '00319300123456789003',
      sex: 'M',
      education: '07',
      occupation: '615201',
      ubigeo: '021801',
      address: 'AV. MEIGGS 1234',
      endReason: '',
      active: true,
    });
    await exampleWeekThroughApi(p, m, { ...WEEK, close: true });
    const month = (await must(p, 'GET', '/meses-de-planilla?year=2025')) as {
      rows: { month: string; version: number }[];
    };
    const february = month.rows.find((r) => r.month === '2025-02')!;
    const computed = (await must(p, 'POST', '/meses-de-planilla/2025-02/calculo', {
      version: february.version,
    })) as { version: number };
    await must(p, 'POST', '/meses-de-planilla/2025-02/cierre', { version: computed.version });

    const download = async (button: () => Promise<void>) => {
      const [file] = await Promise.all([p.waitForEvent('download'), button()]);
      return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
    };

    // The worker's T-Registro: the row action, the employer chosen, the three files in a zip.
    await p.goto('/trabajador');
    await p.getByRole('searchbox', { name: /Buscar/ }).fill(`SEMANA${m.tag}`);
    const grid = p.getByRole('grid', { name: 'Trabajadores' });
    await grid.getByText(patron.name, { exact: true }).waitFor();
    await grid.getByRole('button', { name: `T-Registro de ${patron.name}` }).click();
    const dialog = p.getByRole('dialog', { name: `T-Registro de ${patron.name}` });
    await dialog.getByRole('combobox', { name: 'Empresa empleadora' }).click();
    await p.getByRole('option', { name: `Pesquera Semana ${m.tag}` }).click();
    const zip = await download(() => dialog.getByRole('button', { name: 'Descargar' }).click());
    expect(zip.name).toMatch(/^RP_\d{11}\.zip$/);
    const ruc = zip.name.slice(3, 14);
    const files = await JSZip.loadAsync(zip.bytes);
    expect(Object.keys(files.files).sort()).toEqual([`RP_${ruc}.ide`, `RP_${ruc}.per`, `RP_${ruc}.tra`]);
    const ide = (await files.file(`RP_${ruc}.ide`)!.async('string')).split('\r\n').filter(Boolean);
    const tra = (await files.file(`RP_${ruc}.tra`)!.async('string')).split('\r\n').filter(Boolean);
    const per = (await files.file(`RP_${ruc}.per`)!.async('string')).split('\r\n').filter(Boolean);
    // Validated as SUNAT reads them: field counts, the codes of a crew member in an AFP.
    expect(ide.map((l) => l.split('|').length - 1)).toEqual([41]);
    expect(tra.map((l) => l.split('|').length - 1)).toEqual([23]);
    expect(tra[0]!.split('|')[7]).toBe('583451JPVIE4');
    expect(per.map((l) => l.split('|').slice(4, 8).join(':'))).toEqual([
      '1:01/03/2019::',
      '2:01/03/2019::36',
      '3:01/03/2019::02',
      '4:01/03/2019::24',
      '5:01/03/2019::1',
    ]);
    const [type, number, , birth, paternal, maternal, names, sex] = ide[0]!.split('|');
    expect(
      tRegistroProblems({
        company: { ruc },
        workers: [
          {
            movement: 'alta',
            documentType: type === '01' ? 'DNI' : String(type),
            document: number!,
            paternalSurname: paternal!,
            maternalSurname: maternal!,
            names: names!,
            birthDate: birth!.split('/').reverse().join('-'),
            sex: sex === '1' ? 'M' : 'F',
            ubigeo: '021801',
            address: 'AV. MEIGGS 1234',
            crew: true,
            pensionScheme: 'AFP',
            afp: 'PRIMA',
            cuspp: '583451JPVIE4',
            eps: false,
            unionAffiliated: false,
            education: '07',
            occupation: '615201',
            contractType: '11',
            basicPay: '1130.00',
            paidByDeposit: true,
            sctrPension: 'ONP',
            sctrHealth: 'ESSALUD',
            hireDate: '2019-03-01',
            endDate: null,
            endReason: '',
          },
        ],
      }),
    ).toEqual([]);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    // The closed month's AFPnet file: the patrón alone, work type P (pesquería), relation in force.
    await p.goto('/reporte_de_planilla');
    await p.getByRole('heading', { name: 'Reporte de planilla', level: 1 }).waitFor();
    await p.getByRole('combobox', { name: 'Periodo' }).click();
    await p.getByRole('option', { name: 'Mes de febrero de 2025' }).click();
    await p.getByRole('heading', { name: /Mes de febrero de 2025/, level: 2 }).waitFor();
    const afpnet = await download(() => p.getByRole('button', { name: 'AFPnet (.txt)' }).click());
    expect(afpnet.name).toBe(`afpnet-${ruc}-202502.txt`);
    const rows = afpnet.bytes
      .toString('utf8')
      .split('\r\n')
      .filter(Boolean)
      .map((l) => l.split('\t'));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toHaveLength(16);
    expect(row!.slice(0, 4)).toEqual(['1', '583451JPVIE4', '0', current.documentNumber]);
    expect(row!.slice(7, 11)).toEqual(['S', 'N', 'N', '']);
    expect(Number(row![11])).toBeGreaterThan(0);
    expect(row![15]).toBe('P');

    // The same closed month's PLAME: every file read back by the layout validator, without a problem.
    const plame = await download(() => p.getByRole('button', { name: 'PLAME (.zip)' }).click());
    expect(plame.name).toBe(`0601202502${ruc}.zip`);
    const plameZip = await JSZip.loadAsync(plame.bytes);
    const plameFiles = await Promise.all(
      Object.keys(plameZip.files).map(async (name) => ({
        name,
        content: (await plameZip.file(name)!.async('nodebuffer')).toString('latin1'),
      })),
    );
    expect(plameFiles.map((f) => f.name.slice(-4)).sort()).toEqual(
      expect.arrayContaining(['.jor', '.rem', '.toc']),
    );
    expect(validatePlameFiles(plameFiles)).toEqual([]);
    expect(session.problems).toEqual([]);
  });
});
