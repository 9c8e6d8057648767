import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export interface SelfSignedOptions {
  readonly commonName: string;
  readonly organization?: string;
  /** Days of validity from `notBefore`. */
  readonly days: number;
  readonly password: string;
  /** Start of validity; the current time when not given. */
  readonly notBefore?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A .p12 with an RSA-2048 key and a self-signed certificate for it (digital signature and
 * non-repudiation): for tests and for the embedded default when no certificate is configured. Not a
 * certificate anyone trusts (docs/payslip-signature.md). The key comes from Node's native generator
 * (milliseconds, where forge's JavaScript one takes seconds).
 */
export function generateSelfSignedP12(options: SelfSignedOptions): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial number: 16 random bytes with the top bit cleared.
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f;
  certificate.serialNumber = serial.toString('hex');
  const notBefore = options.notBefore ?? new Date();
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = new Date(notBefore.getTime() + options.days * DAY_MS);
  const name = [
    { shortName: 'CN', value: options.commonName },
    ...(options.organization ? [{ shortName: 'O', value: options.organization }] : []),
    { shortName: 'C', value: 'PE' },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], options.password, {
    algorithm: 'aes256',
    friendlyName: options.commonName,
    generateLocalKeyId: true,
  });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
