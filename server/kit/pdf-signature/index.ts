import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { checkValidity, type CertificateSummary, type SigningCertificate } from './certificate';
import { CadesDetachedSigner } from './cms';

export {
  loadSigningCertificate,
  SigningCertificateError,
  UNREADABLE_CERTIFICATE_MESSAGE,
  type CertificateSummary,
  type SigningCertificate,
  type SigningCertificateProblem,
} from './certificate';
export { generateSelfSignedP12, type SelfSignedOptions } from './self-signed';

/** What the signature dictionary says (shown by PDF readers in the signature panel). */
export interface SignatureDetails {
  /** /Name: the signer, e.g. the employer's legal name. */
  readonly name: string;
  /** /Reason, e.g. 'Boleta de pago electrónica (D.Leg. 1310)'. */
  readonly reason: string;
  /** /Location, e.g. the employer's city. */
  readonly location: string;
  readonly contactInfo?: string;
}

export interface PdfSigner {
  /**
   * The PDF with one invisible PAdES B-B signature (docs/payslip-signature.md) made at `signingTime`
   * (the signature's /M; the caller's clock). Refuses a time outside the certificate's validity.
   */
  sign(pdf: Buffer, signingTime: Date): Promise<Buffer>;
  readonly certificate: CertificateSummary;
}

/** Room for the CMS besides its certificates: signature, attributes, structure (bytes). */
const CMS_OVERHEAD = 4096;

export function createPdfSigner(certificate: SigningCertificate, details: SignatureDetails): PdfSigner {
  const signer = new CadesDetachedSigner(certificate);
  const signatureLength =
    CMS_OVERHEAD + [certificate.certificate, ...certificate.chain].reduce((n, c) => n + c.length, 0);
  return {
    certificate: certificate.summary,
    async sign(pdf, signingTime) {
      checkValidity(certificate.summary, signingTime);
      const prepared = plainAddPlaceholder({
        pdfBuffer: pdf,
        name: details.name,
        reason: details.reason,
        location: details.location,
        contactInfo: details.contactInfo ?? '',
        signingTime,
        signatureLength,
        subFilter: SUBFILTER_ETSI_CADES_DETACHED,
      });
      return new SignPdf().sign(prepared, signer, signingTime);
    },
  };
}
