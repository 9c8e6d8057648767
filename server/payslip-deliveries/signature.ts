import { randomBytes } from 'node:crypto';
import type { DeliveryKind } from '../../src/domain/payslip-deliveries/delivery';
import { readFile } from 'node:fs/promises';
import type { ServerContext } from '../context';
import {
  createPdfSigner,
  generateSelfSignedP12,
  loadSigningCertificate,
  type PdfSigner,
} from '../kit/pdf-signature';
import type { PayslipSigner } from './publication';
import type { PayslipDeliveryStore } from './store';

/** The signature's reason, as PDF readers show it (D.Leg. 1310 art. 3): a payslip's. */
export const SIGNATURE_REASON = 'Boleta de pago electrónica (D.Leg. 1310)';

/** Each delivered document's reason. */
export const SIGNATURE_REASONS: Readonly<Record<DeliveryKind, string>> = {
  semana: SIGNATURE_REASON,
  mes: SIGNATURE_REASON,
  liquidacion: 'Liquidación de beneficios sociales electrónica (D.Leg. 1310)',
  certificado: 'Certificado de rentas y retenciones electrónico (D.Leg. 1310)',
};
const SIGNATURE_LOCATION = 'Perú';
/** The generated certificate's life: long enough for a test install, shown in the docs. */
const GENERATED_DAYS = 5 * 365;

/** A PayslipSigner that can also be loaded ahead of its first use (the server's start checks it). */
export interface LoadedPayslipSigner extends PayslipSigner {
  /** Loads and checks the certificate; throws its Spanish refusal. */
  ready(): Promise<void>;
}

/** The signer's name for the signature dictionary: the subject's common name. */
const commonName = (subject: string) => /CN=([^,]+)/.exec(subject)?.[1]?.trim() ?? subject;

/**
 * The payslips' signer (docs/payslip-signature.md): the employer's .p12 when PAYSLIP_SIGNING_P12 is
 * configured; otherwise a self-signed certificate generated at first use and kept in the database, so
 * that every instance signs with the same one (a test install: nobody trusts it). Loaded once per
 * instance; a failed load is tried again at the next signature.
 */
export function createPayslipSigner(
  context: Pick<ServerContext, 'db' | 'clock' | 'config'>,
  store: PayslipDeliveryStore,
): LoadedPayslipSigner {
  let signer: Promise<PdfSigner> | undefined;
  const load = async (): Promise<PdfSigner> => {
    const now = context.clock.now();
    const configured = context.config.payslipSigning;
    const { p12, password } = configured
      ? { p12: await readFile(configured.p12File), password: configured.password }
      : await store.generatedCertificate(context.db, now, () => {
          const secret = randomBytes(18).toString('base64url');
          return {
            p12: generateSelfSignedP12({
              commonName: 'Sistema de Planillas (certificado de prueba)',
              organization: 'Sistema de Planillas',
              days: GENERATED_DAYS,
              password: secret,
              notBefore: now,
            }),
            password: secret,
          };
        });
    const certificate = await loadSigningCertificate(p12, password, now);
    return createPdfSigner(certificate, {
      name: commonName(certificate.summary.subject),
      reason: SIGNATURE_REASON,
      location: SIGNATURE_LOCATION,
    });
  };
  const loaded = () => {
    signer ??= load().catch((error: unknown) => {
      signer = undefined;
      throw error;
    });
    return signer;
  };
  return {
    ready: async () => {
      await loaded();
    },
    sign: async (pdf, at, kind = 'semana') => (await loaded()).sign(pdf, at, SIGNATURE_REASONS[kind]),
  };
}
