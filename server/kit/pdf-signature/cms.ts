import { createHash } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { SigningCertificate } from './certificate';

/** Object identifiers of the CMS signed attributes (RFC 5652 §11, RFC 5035 §3). */
export const OID = {
  data: '1.2.840.113549.1.7.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const;

const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

/**
 * A detached CMS SignedData for PAdES baseline B-B (ETSI EN 319 142-1, with the CAdES attributes of
 * ETSI EN 319 122-1): SHA-256 with RSA, signed attributes content-type, message-digest and ESS
 * signing-certificate-v2 (RFC 5035), and no signing-time attribute (the time is the signature
 * dictionary's /M). The certificate and its chain travel in the CMS. @signpdf's own P12Signer lacks
 * signing-certificate-v2, hence this signer.
 */
export class CadesDetachedSigner extends Signer {
  constructor(private readonly key: SigningCertificate) {
    super();
  }

  /** `pdfBuffer`: the bytes of the /ByteRange. The time is not part of the CMS (see above). */
  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const certificate = pkijs.Certificate.fromBER(this.key.certificate);
    const chain = this.key.chain.map((c) => pkijs.Certificate.fromBER(c));
    const signedData = new pkijs.SignedData({
      version: 1,
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({
            issuer: certificate.issuer,
            serialNumber: certificate.serialNumber,
          }),
          signedAttrs: new pkijs.SignedAndUnsignedAttributes({
            type: 0,
            attributes: [
              attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: OID.data })),
              attribute(OID.messageDigest, new asn1js.OctetString({ valueHex: sha256(pdfBuffer) })),
              attribute(OID.signingCertificateV2, signingCertificateV2(certificate, this.key.certificate)),
            ],
          }),
        }),
      ],
      certificates: [certificate, ...chain],
    });
    await signedData.sign(this.key.privateKey, 0, 'SHA-256');
    const contentInfo = new pkijs.ContentInfo({
      contentType: pkijs.ContentInfo.SIGNED_DATA,
      content: signedData.toSchema(true),
    });
    return Buffer.from(contentInfo.toSchema().toBER(false));
  }
}

const attribute = (type: string, value: asn1js.AsnType) => new pkijs.Attribute({ type, values: [value] });

/**
 * SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 } with one ESSCertIDv2 ::=
 * SEQUENCE { certHash OCTET STRING, issuerSerial IssuerSerial }: the hash algorithm is SHA-256, the
 * DEFAULT, so it is omitted (DER leaves defaults out).
 */
function signingCertificateV2(
  certificate: pkijs.Certificate,
  certificateDer: Uint8Array<ArrayBuffer>,
): asn1js.Sequence {
  const issuerSerial = new asn1js.Sequence({
    value: [
      new pkijs.GeneralNames({
        names: [new pkijs.GeneralName({ type: 4, value: certificate.issuer })],
      }).toSchema(),
      certificate.serialNumber,
    ],
  });
  const essCertIdV2 = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: sha256(certificateDer) }), issuerSerial],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] });
}
