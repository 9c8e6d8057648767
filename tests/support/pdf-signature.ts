import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

/**
 * Checks the last signature of a PDF as a PAdES baseline B-B signature (docs/payslip-signature.md),
 * from the bytes alone (a file made by the server or downloaded by a browser), with pkijs:
 * - the /ByteRange covers the whole file except the /Contents hole;
 * - the signature dictionary's /SubFilter is ETSI.CAdES.detached;
 * - the CMS SignedData is detached and its signature over the signed attributes verifies with the
 *   certificate it carries;
 * - message-digest is the SHA-256 of the signed bytes;
 * - signing-certificate-v2 holds the SHA-256 of that certificate;
 * - there is no signing-time attribute (the time is the dictionary's /M).
 * `reasons` lists every failed check; `valid` means none failed. It throws only when the PDF has no
 * signature to check.
 */
export interface PdfSignatureCheck {
  readonly valid: boolean;
  /** The signer certificate's common name ('' when the CMS cannot be read). */
  readonly signer: string;
  /** The signature dictionary's /M. */
  readonly signingTime?: Date;
  readonly reasons: string[];
}

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  commonName: '2.5.4.3',
} as const;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

export async function verifyPdfSignature(pdf: Uint8Array): Promise<PdfSignatureCheck> {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const text = bytes.toString('latin1');
  const reasons: string[] = [];

  const rangeAt = text.lastIndexOf('/ByteRange');
  const range = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(rangeAt));
  if (rangeAt < 0 || !range) throw new Error('The PDF has no signature (no /ByteRange).');
  const [start, firstLength, secondStart, secondLength] = range.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (start !== 0 || firstLength >= secondStart || secondStart + secondLength !== bytes.length) {
    reasons.push(
      `The /ByteRange [${range.slice(1).join(' ')}] does not cover the whole file (${bytes.length} bytes) but the signature.`,
    );
  }
  const hole = text.slice(firstLength, secondStart);
  const contents = /^<([0-9a-fA-F]*)>$/.exec(hole);
  if (!contents) reasons.push('The /ByteRange hole is not exactly the /Contents hexadecimal string.');

  // The signature dictionary: the object around the /ByteRange.
  const objectStart = text.lastIndexOf(' obj', rangeAt);
  const objectEnd = text.indexOf('endobj', rangeAt);
  const dictionary = text.slice(objectStart, objectEnd < 0 ? undefined : objectEnd).replace(hole, '');
  if (!/\/SubFilter\s*\/ETSI\.CAdES\.detached\b/.test(dictionary))
    reasons.push('The /SubFilter is not /ETSI.CAdES.detached.');
  const signingTime = pdfDate(/\/M\s*\((D:[^)]*)\)/.exec(dictionary)?.[1]);
  if (!signingTime) reasons.push('The signature dictionary has no /M (signing time).');

  const signed = Buffer.concat([
    bytes.subarray(start, start + firstLength),
    bytes.subarray(secondStart, secondStart + secondLength),
  ]);
  let signer = '';
  try {
    const cms = parseCms(Buffer.from(contents?.[1] ?? '', 'hex'));
    const signerInfo = cms.signerInfos[0];
    if (cms.signerInfos.length !== 1 || !signerInfo) throw new Error('The CMS must have one signer.');
    if (cms.encapContentInfo.eContent) reasons.push('The CMS is not detached (it carries content).');
    const certificate = (cms.certificates ?? []).find(
      (c): c is pkijs.Certificate =>
        c instanceof pkijs.Certificate &&
        signerInfo.sid instanceof pkijs.IssuerAndSerialNumber &&
        c.issuer.isEqual(signerInfo.sid.issuer) &&
        c.serialNumber.isEqual(signerInfo.sid.serialNumber),
    );
    if (!certificate) throw new Error('The CMS does not carry the signer’s certificate.');
    signer = commonName(certificate);

    const attributes = signerInfo.signedAttrs?.attributes ?? [];
    const value = (type: string) => attributes.find((a) => a.type === type)?.values[0];
    const digest = value(OID.messageDigest);
    if (!(digest instanceof asn1js.OctetString) || !sha256(signed).equals(Buffer.from(digest.getValue())))
      reasons.push('message-digest is not the SHA-256 of the signed bytes.');
    if (signerInfo.digestAlgorithm.algorithmId !== OID.sha256) reasons.push('The digest is not SHA-256.');
    const certificateHash = essCertificateHash(value(OID.signingCertificateV2));
    const certificateDer = certificate.toSchema().toBER(false);
    if (!certificateHash) reasons.push('There is no (SHA-256) signing-certificate-v2 attribute.');
    else if (!sha256(new Uint8Array(certificateDer)).equals(certificateHash))
      reasons.push('signing-certificate-v2 does not hold the hash of the signer’s certificate.');
    if (attributes.some((a) => a.type === OID.signingTime))
      reasons.push('The CMS has a signing-time attribute (PAdES uses /M).');

    // pkijs checks the signature over the signed attributes (and the digest again), throwing or not.
    const verification = await cms
      .verify({ signer: 0, data: new Uint8Array(signed).buffer, checkChain: false, extendedMode: true })
      .catch((error: unknown) => ({ signatureVerified: false, message: errorText(error) }));
    if (!verification.signatureVerified)
      reasons.push(`The signature does not verify: ${verification.message || 'wrong signature'}.`);
  } catch (error) {
    reasons.push(`The signature cannot be checked: ${errorText(error)}`);
  }
  return { valid: reasons.length === 0, signer, ...(signingTime ? { signingTime } : {}), reasons };
}

function parseCms(der: Buffer): pkijs.SignedData {
  // /Contents is zero-padded after the DER: read one element and ignore the rest.
  const parsed = asn1js.fromBER(new Uint8Array(der));
  if (parsed.offset === -1) throw new Error('/Contents is not DER.');
  const contentInfo = new pkijs.ContentInfo({ schema: parsed.result });
  if (contentInfo.contentType !== OID.signedData) throw new Error('/Contents is not a CMS SignedData.');
  return new pkijs.SignedData({ schema: contentInfo.content });
}

/** certHash of the first ESSCertIDv2, when its hash algorithm is SHA-256 (stated or the DEFAULT). */
function essCertificateHash(value: asn1js.AsnType | undefined): Buffer | undefined {
  const certs = value instanceof asn1js.Sequence ? value.valueBlock.value[0] : undefined;
  const first = certs instanceof asn1js.Sequence ? certs.valueBlock.value[0] : undefined;
  if (!(first instanceof asn1js.Sequence)) return undefined;
  const [algorithm, second] = first.valueBlock.value;
  // hashAlgorithm is absent when it is the DEFAULT, SHA-256.
  const hash = algorithm instanceof asn1js.OctetString ? algorithm : second;
  if (hash !== algorithm && new pkijs.AlgorithmIdentifier({ schema: algorithm }).algorithmId !== OID.sha256)
    return undefined;
  return hash instanceof asn1js.OctetString ? Buffer.from(hash.getValue()) : undefined;
}

function commonName(certificate: pkijs.Certificate): string {
  const cn = certificate.subject.typesAndValues.find((t) => t.type === OID.commonName);
  return cn ? String(cn.value.valueBlock.value) : '';
}

/** A PDF date `D:YYYYMMDDHHmmSS` with `Z` or `±HH'mm'`. */
function pdfDate(raw: string | undefined): Date | undefined {
  const m = raw && /^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(Z|([+-])(\d{2})'?(\d{2})'?)?/.exec(raw);
  if (!m) return undefined;
  const utc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  const offset = m[8] ? (m[8] === '-' ? -1 : 1) * (+m[9]! * 60 + +m[10]!) : 0;
  return new Date(utc - offset * 60_000);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
