import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { PDFObject, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
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
   * (the signature's /M; the caller's clock), with the signer's /Reason or the one given for this
   * document. Refuses a time outside the certificate's validity.
   */
  sign(pdf: Buffer, signingTime: Date, reason?: string): Promise<Buffer>;
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
    async sign(pdf, signingTime, reason) {
      checkValidity(certificate.summary, signingTime);
      const texts = {
        name: details.name,
        reason: reason ?? details.reason,
        location: details.location,
        contactInfo: details.contactInfo ?? '',
      };
      const prepared = plainAddPlaceholder({
        pdfBuffer: pdf,
        ...texts,
        signingTime,
        signatureLength,
        subFilter: SUBFILTER_ETSI_CADES_DETACHED,
      });
      repairTextStrings(prepared, pdf.length, Object.values(texts));
      return new SignPdf().sign(prepared, signer, signingTime);
    },
  };
}

/**
 * plainAddPlaceholder writes a non-ASCII text (`Boleta de pago electrónica`) as UTF-16BE bytes held in
 * a JavaScript string, then encodes that string as UTF-8, so readers show garbage
 * (vbuch/node-signpdf#174, closed as wontfix). The right bytes are the string's Latin-1 encoding,
 * never longer than the UTF-8 one: written in place and padded with spaces (white space between
 * dictionary entries), every offset of the cross-reference table stays true.
 */
function repairTextStrings(prepared: Buffer, originalLength: number, texts: readonly string[]): void {
  const from = Math.max(0, originalLength - 16);
  for (const text of texts) {
    if (Buffer.byteLength(text) === text.length) continue; // ASCII: written right
    // The library's own encoding of a text (a String object is a PDF text string, a primitive a name).
    const literal = String(PDFObject.convert(Object(text)));
    const written = Buffer.from(literal, 'utf8');
    const right = Buffer.from(literal, 'latin1');
    const at = prepared.indexOf(written, from);
    if (at < 0) continue;
    right.copy(prepared, at);
    prepared.fill(0x20, at + right.length, at + written.length);
  }
}
