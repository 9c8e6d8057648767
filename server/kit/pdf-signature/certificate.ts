import { webcrypto } from 'node:crypto';
import forge from 'node-forge';

/**
 * The employer's signing certificate read from a PKCS#12 (.p12) file: the RSA key (as a WebCrypto key,
 * for pkijs), the signer's certificate and the other certificates of the file (its chain), in DER.
 */
export interface SigningCertificate {
  readonly privateKey: webcrypto.CryptoKey;
  /** The signer's certificate, DER. */
  readonly certificate: Uint8Array<ArrayBuffer>;
  /** The other certificates in the file (intermediate and root CAs), DER. */
  readonly chain: readonly Uint8Array<ArrayBuffer>[];
  readonly summary: CertificateSummary;
}

export interface CertificateSummary {
  /** The subject as `CN=…, O=…`. */
  readonly subject: string;
  /** The serial number in hexadecimal. */
  readonly serialNumber: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
}

export type SigningCertificateProblem = 'unreadable' | 'no-private-key' | 'expired' | 'not-yet-valid';

/** A certificate that cannot sign, with the Spanish message the administrator sees. */
export class SigningCertificateError extends Error {
  constructor(
    readonly problem: SigningCertificateProblem,
    message: string,
  ) {
    super(message);
    this.name = 'SigningCertificateError';
  }
}

export const UNREADABLE_CERTIFICATE_MESSAGE =
  'No se pudo abrir el certificado de firma: la contraseña no es correcta o el archivo no es un .p12 válido.';

/**
 * Opens a .p12 file and checks that it can sign at `now` (the server's clock): it has an RSA private
 * key, the certificate of that key, and `now` is within the certificate's validity.
 */
export async function loadSigningCertificate(
  p12: Buffer,
  password: string,
  now: Date,
): Promise<SigningCertificate> {
  let pfx: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
    pfx = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch {
    throw new SigningCertificateError('unreadable', UNREADABLE_CERTIFICATE_MESSAGE);
  }
  const bagsOf = (bagType: string) => pfx.getBags({ bagType })[bagType] ?? [];
  const keys = [...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag!), ...bagsOf(forge.pki.oids.keyBag!)].flatMap(
    (bag) => (bag.key && 'n' in bag.key ? [bag.key as forge.pki.rsa.PrivateKey] : []),
  );
  const certificates = bagsOf(forge.pki.oids.certBag!).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const key = keys[0];
  const signer = key && certificates.find((c) => ownsKey(c, key));
  if (!key || !signer) {
    throw new SigningCertificateError(
      'no-private-key',
      'El certificado de firma no contiene una clave privada RSA con su certificado: exporte el .p12 incluyendo la clave privada.',
    );
  }

  const summary = summarise(signer);
  checkValidity(summary, now);
  const pkcs8 = der(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key)));
  const privateKey = await webcrypto.subtle.importKey(
    'pkcs8',
    pkcs8,
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return {
    privateKey,
    certificate: der(forge.pki.certificateToAsn1(signer)),
    chain: certificates.filter((c) => c !== signer).map((c) => der(forge.pki.certificateToAsn1(c))),
    summary,
  };
}

/** Refuses a time outside the certificate's validity, naming its dates. */
export function checkValidity(summary: CertificateSummary, at: Date): void {
  const period = `(vigente del ${limaDate(summary.notBefore)} al ${limaDate(summary.notAfter)})`;
  if (at.getTime() > summary.notAfter.getTime()) {
    throw new SigningCertificateError(
      'expired',
      `El certificado de firma venció el ${limaDate(summary.notAfter)} ${period}: configure un certificado vigente.`,
    );
  }
  if (at.getTime() < summary.notBefore.getTime()) {
    throw new SigningCertificateError(
      'not-yet-valid',
      `El certificado de firma aún no está vigente: rige desde el ${limaDate(summary.notBefore)} ${period}.`,
    );
  }
}

const LIMA_DATE = new Intl.DateTimeFormat('es-PE', {
  timeZone: 'America/Lima',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/mm/yyyy on Peru's clock. */
const limaDate = (date: Date) => LIMA_DATE.format(date);

function ownsKey(certificate: forge.pki.Certificate, key: forge.pki.rsa.PrivateKey): boolean {
  const publicKey = certificate.publicKey as Partial<forge.pki.rsa.PublicKey>;
  return publicKey.n !== undefined && publicKey.n.equals(key.n) && publicKey.e!.equals(key.e);
}

function summarise(certificate: forge.pki.Certificate): CertificateSummary {
  return {
    subject: certificate.subject.attributes
      .map((a) => `${a.shortName ?? a.name ?? a.type}=${String(a.value)}`)
      .join(', '),
    serialNumber: certificate.serialNumber.toUpperCase(),
    notBefore: certificate.validity.notBefore,
    notAfter: certificate.validity.notAfter,
  };
}

/** forge's ASN.1 as DER bytes. */
export const der = (asn1: forge.asn1.Asn1): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'));
