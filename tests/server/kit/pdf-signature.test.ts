import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Payslip } from '../../../src/domain/shared/payslip';
import {
  createPdfSigner,
  generateSelfSignedP12,
  loadSigningCertificate,
  SigningCertificateError,
  UNREADABLE_CERTIFICATE_MESSAGE,
  type SigningCertificate,
} from '../../../server/kit/pdf-signature';
import { payslipPdfBuffer } from '../../../server/payslips/document';
import { verifyPdfSignature } from '../../support/pdf-signature';
import { pdfPages } from '../../support/pdf-text';

const payslip: Payslip = {
  employer: {
    ruc: '20100000009',
    legalName: 'Pesquera Prueba S.A.C.',
    address: 'Av. Industrial 123, Chimbote',
  },
  worker: {
    document: '40112233',
    documentType: 'DNI',
    name: 'QUISPE MAMANI, JUAN',
    hireDate: '01/03/2019',
    position: 'PESCADOR',
  },
  period: 'Semana 14 – 2025 · del 31/03/2025 al 06/04/2025 · planilla de abril 2025',
  daysOnBoard: 6,
  fishingDays: 5,
  daysOnLand: 1,
  earnings: [
    { label: 'DÍA 01 · PESCA TM 178.000', detail: 'Anchoveta · PRECIO TM S/ 520.00', amount: '617.25' },
  ],
  deductions: [],
  contributions: [{ label: 'EsSalud', detail: '9.00 % · sobre S/ 617.25', amount: '55.55' }],
  gross: '617.25',
  totalDeductions: '0.00',
  net: '617.25',
  totalContributions: '55.55',
};

const PASSWORD = 'clave-de-prueba';
/** The test certificate is valid through 2026 (Lima time); the clock of each case is fixed. */
const NOT_BEFORE = new Date('2026-01-01T12:00:00Z');
const NOW = new Date('2026-06-01T15:00:00Z');
const details = {
  name: 'Pesquera Prueba S.A.C.',
  reason: 'Boleta de pago electrónica (D.Leg. 1310)',
  location: 'Chimbote, Perú',
};

let p12: Buffer;
let certificate: SigningCertificate;
let pdf: Buffer;

beforeAll(async () => {
  p12 = generateSelfSignedP12({
    commonName: 'Pesquera Prueba S.A.C.',
    organization: 'Pesquera Prueba S.A.C.',
    days: 364,
    password: PASSWORD,
    notBefore: NOT_BEFORE,
  });
  certificate = await loadSigningCertificate(p12, PASSWORD, NOW);
  pdf = await payslipPdfBuffer('Boleta de pago', [payslip]);
});

async function refusal(action: Promise<unknown>): Promise<SigningCertificateError> {
  const error: unknown = await action.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SigningCertificateError);
  return error as SigningCertificateError;
}

describe('signing a payslip PDF (PAdES B-B)', () => {
  it('signs a payslip so that the signature verifies, keeping the document readable', async () => {
    expect(certificate.summary).toMatchObject({
      subject: 'CN=Pesquera Prueba S.A.C., O=Pesquera Prueba S.A.C., C=PE',
      notBefore: NOT_BEFORE,
    });
    const signer = createPdfSigner(certificate, details);
    const signed = await signer.sign(pdf, NOW);

    expect(await verifyPdfSignature(signed)).toEqual({
      valid: true,
      signer: 'Pesquera Prueba S.A.C.',
      signingTime: NOW,
      reasons: [],
    });
    // An incremental update: the payslip's bytes are untouched and it reads the same.
    expect(signed.subarray(0, pdf.length - 1).equals(pdf.subarray(0, pdf.length - 1))).toBe(true);
    expect((await pdfPages(signed))[0]).toContain('QUISPE MAMANI, JUAN');
    // Non-ASCII texts of the signature dictionary are proper UTF-16BE text strings.
    expect(signed.includes(Buffer.from('\ufeffBoleta de pago electr\u00f3nica', 'utf16le').swap16())).toBe(
      true,
    );
  });

  it('fails verification when one byte of the signed file changes', async () => {
    const signed = await createPdfSigner(certificate, details).sign(pdf, NOW);
    const tampered = Buffer.from(signed);
    // One byte in the payslip's own part (the compressed page content), well inside the first range.
    const at = Math.floor(pdf.length / 2);
    tampered[at] = tampered[at]! ^ 0x01;

    const check = await verifyPdfSignature(tampered);
    expect(check.valid).toBe(false);
    expect(check.reasons).toContain('message-digest is not the SHA-256 of the signed bytes.');
    expect(check.reasons.some((r) => r.startsWith('The signature does not verify'))).toBe(true);
  });

  it('fails verification of a signature re-labelled as plain PDF CMS (adbe.pkcs7.detached)', async () => {
    const signed = await createPdfSigner(certificate, details).sign(pdf, NOW);
    const at = signed.lastIndexOf('/ETSI.CAdES.detached');
    const relabelled = Buffer.concat([
      signed.subarray(0, at),
      Buffer.from('/adbe.pkcs7.detached'),
      signed.subarray(at + '/ETSI.CAdES.detached'.length),
    ]);

    const check = await verifyPdfSignature(relabelled);
    expect(check.valid).toBe(false);
    expect(check.reasons).toContain('The /SubFilter is not /ETSI.CAdES.detached.');
  });

  it('signs the same PDF at two times into two valid files', async () => {
    const signer = createPdfSigner(certificate, details);
    const later = new Date('2026-06-02T08:30:00Z');
    const [first, second] = [await signer.sign(pdf, NOW), await signer.sign(pdf, later)];

    expect(first.equals(second)).toBe(false);
    expect(await verifyPdfSignature(first)).toMatchObject({ valid: true, signingTime: NOW });
    expect(await verifyPdfSignature(second)).toMatchObject({ valid: true, signingTime: later });
  });
});

describe('the signing certificate', () => {
  it('refuses a wrong password or a file that is not a .p12, in Spanish', async () => {
    for (const [file, password] of [
      [p12, 'otra-clave'],
      [Buffer.from('no es un certificado'), PASSWORD],
    ] as const) {
      const error = await refusal(loadSigningCertificate(file, password, NOW));
      expect(error.problem).toBe('unreadable');
      expect(error.message).toBe(UNREADABLE_CERTIFICATE_MESSAGE);
    }
  });

  it('refuses an expired or not yet valid certificate, naming its dates', async () => {
    const expired = await refusal(loadSigningCertificate(p12, PASSWORD, new Date('2027-02-01T00:00:00Z')));
    expect(expired.problem).toBe('expired');
    expect(expired.message).toBe(
      'El certificado de firma venció el 31/12/2026 (vigente del 01/01/2026 al 31/12/2026): configure un certificado vigente.',
    );
    const early = await refusal(loadSigningCertificate(p12, PASSWORD, new Date('2025-12-01T00:00:00Z')));
    expect(early.problem).toBe('not-yet-valid');
    expect(early.message).toMatch(/^El certificado de firma aún no está vigente: rige desde el 01\/01\/2026/);
    // Nor does a loaded certificate sign after it expires.
    const late = createPdfSigner(certificate, details).sign(pdf, new Date('2027-01-05T00:00:00Z'));
    expect((await refusal(late)).problem).toBe('expired');
  });

  it('refuses a .p12 without the private key', async () => {
    const pfx = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))),
      PASSWORD,
    );
    const cert = pfx.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!]![0]!.cert!;
    const onlyCertificate = Buffer.from(
      forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(null, [cert], PASSWORD)).getBytes(),
      'binary',
    );
    const error = await refusal(loadSigningCertificate(onlyCertificate, PASSWORD, NOW));
    expect(error.problem).toBe('no-private-key');
    expect(error.message).toMatch(/no contiene una clave privada/);
  });
});
