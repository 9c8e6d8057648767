import path from 'node:path';

/** Everything the server reads from its environment, validated once at start. */
export interface ServerConfig {
  readonly production: boolean;
  /** Test mode enables hooks that only tests may use (e.g. reading issued codes). Never in production. */
  readonly testMode: boolean;
  readonly host: string;
  readonly port: number;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (the per-address rate limits of
   * the user pool depend on it): a hop count, `false`, or proxy addresses/CIDRs.
   */
  readonly trustProxy: boolean | number | string[];
  /**
   * Public origin of the product, e.g. https://planillas.example.pe: the base of the built-in pool's
   * token issuer, which stays the same whatever address a browser uses. Defaults to
   * `http://localhost:$PORT`.
   */
  readonly publicUrl: string;
  /**
   * `true` when PUBLIC_URL is set: the product answers only for that origin (identity endpoint, CORS,
   * redirect URIs). `false`: it works at whatever address it is reached by (an office's PCs opening
   * `http://<server name>:8080`), each browser calling the built-in pool on its own origin.
   */
  readonly publicUrlFixed: boolean;
  /**
   * Backups (server/backups, README "Backups"): `BACKUP_DIR` (default: the folder `<DATA_DIR>-backups`
   * beside the embedded database, `./backups` with PostgreSQL), `BACKUP_KEEP` (14) and
   * `BACKUP_INTERVAL_HOURS` (24 with the embedded database, 0 — none — with PostgreSQL).
   */
  readonly backups: { readonly dir: string; readonly keep: number; readonly intervalHours: number };
  /** Prefix of the API routes (the SPA's backend prefix). */
  readonly backendPrefix: string;
  readonly database:
    | { readonly kind: 'pglite'; readonly dataDir: string }
    | { readonly kind: 'postgres'; readonly url: string };
  readonly staticDir: string;
  readonly devServer: boolean;
  readonly logLevel: string;
  readonly identity: IdentitySettings;
  readonly smtpUrl?: string;
  /**
   * MAIL_TO_LOG=true: in production without SMTP_URL, codes and temporary passwords go to the server
   * log, explicitly accepted. Without it, production refuses to start with the built-in pool and no mail.
   */
  readonly mailToLog: boolean;
  readonly mailFrom: string;
  readonly admin: { readonly username: string; readonly email: string; readonly temporaryPassword?: string };
  /** Minutes between reconciliations of the users list with the user pool (0: only at start and on demand). */
  readonly adminUsersSyncMinutes: number;
  /**
   * The employer's certificate that signs electronic payslips (docs/payslip-signature.md):
   * `PAYSLIP_SIGNING_P12` (path of a .p12 file, resolved from the working folder) and
   * `PAYSLIP_SIGNING_PASSWORD`, both or neither. The file is read by the service that signs.
   */
  readonly payslipSigning?: { readonly p12File: string; readonly password: string };
}

export interface IdentitySettings {
  /** `builtin`: the user pool inside this server; `cognito`: a real AWS Cognito user pool. */
  readonly provider: 'builtin' | 'cognito';
  readonly region: string;
  readonly userPoolId: string;
  /**
   * The built-in pool's token issuer (`IDENTITY_ISSUER`): `${PUBLIC_URL}/${userPoolId}` when PUBLIC_URL
   * is set, otherwise `https://sistema-de-planillas.invalid/${userPoolId}`. Never derived from an instance's port,
   * so every instance on one database accepts every other's tokens.
   */
  readonly issuer: string;
  readonly clientId: string;
  /** Path where the built-in pool answers Cognito's JSON protocol. */
  readonly builtinPath: string;
  readonly hostedLoginDomain?: string;
  /** The built-in pool's behaviour (IDENTITY_* variables); see docs/identity.md. */
  readonly pool: BuiltinPoolSettings;
  /** With real Cognito: also ask Cognito (cached) whether an access token was revoked or its user disabled. */
  readonly cognitoRevocationCheck: boolean;
}

export interface PasswordPolicy {
  readonly minLength: number;
  readonly requireUppercase: boolean;
  readonly requireLowercase: boolean;
  readonly requireNumbers: boolean;
  readonly requireSymbols: boolean;
}

export interface BuiltinPoolSettings {
  /** Registered redirect URIs of the web client (hosted login). */
  readonly redirectUris: readonly string[];
  /** Registered sign-out URIs of the web client (hosted login `/logout`). */
  readonly logoutUris: readonly string[];
  /** Origins allowed to call the pool from a browser (CORS). */
  readonly corsOrigins: readonly string[];
  readonly passwordPolicy: PasswordPolicy;
  readonly temporaryPasswordDays: number;
  readonly argon2: { readonly memoryKib: number; readonly timeCost: number; readonly parallelism: number };
  readonly accessTokenMinutes: number;
  readonly idTokenMinutes: number;
  readonly refreshTokenDays: number;
  /** Lifetime of a sign-in `Session` between challenges, and of the e-mailed sign-in code. */
  readonly authSessionMinutes: number;
  readonly signUpCodeMinutes: number;
  readonly resetCodeMinutes: number;
  readonly verifyCodeMinutes: number;
  /** Wrong answers a code (or a challenge session) accepts before it is invalidated. */
  readonly codeMaxAttempts: number;
  readonly limits: {
    readonly ipRequestsPerMinute: number;
    readonly ipFailuresPerHour: number;
    readonly userCodesPerHour: number;
    readonly ipCodesPerHour: number;
    readonly failedSignIns: number;
    readonly lockoutSeconds: number;
  };
  readonly selfSignUp: boolean;
  readonly preventUserExistenceErrors: boolean;
  /** After the password, every user answers a CUSTOM_CHALLENGE with a code e-mailed to them. */
  readonly emailSignInCode: boolean;
  readonly mfa: 'off' | 'optional' | 'on';
  /** How long the API's token verifier may trust a revocation lookup (other instances' sign-outs). */
  readonly revocationCacheMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n - ${problems.join('\n - ')}`);
    this.name = 'ConfigError';
  }
}

const truthy = (v: string | undefined) =>
  v !== undefined && ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production' || truthy(env.PRODUCTION);
  const testMode = truthy(env.TEST_MODE);
  if (production && testMode) problems.push('TEST_MODE cannot be enabled in production.');

  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`PORT must be a port number (got "${env.PORT}").`);

  const backendPrefix = env.BACKEND_PREFIX ?? '/api';
  if (!/^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/.test(backendPrefix)) {
    problems.push(`BACKEND_PREFIX must start with "/" and not end with "/" (got "${backendPrefix}").`);
  }

  const publicUrl = (
    env.PUBLIC_URL?.trim() || `http://localhost:${Number.isInteger(port) ? port : 8080}`
  ).replace(/\/$/, '');
  try {
    new URL(publicUrl);
  } catch {
    problems.push(`PUBLIC_URL must be an absolute URL (got "${env.PUBLIC_URL}").`);
  }

  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    problems.push('DATABASE_URL must be a postgres:// URL.');

  const providerText = env.IDENTITY_PROVIDER ?? 'builtin';
  const provider: IdentitySettings['provider'] = providerText === 'cognito' ? 'cognito' : 'builtin';
  if (providerText !== 'builtin' && providerText !== 'cognito')
    problems.push('IDENTITY_PROVIDER must be "builtin" or "cognito".');
  const region = env.COGNITO_REGION ?? 'us-east-1';
  const userPoolId = env.COGNITO_USER_POOL_ID ?? `${region}_Planillas`;
  const clientId = env.COGNITO_CLIENT_ID ?? 'planillas-web';
  if (!/^[\w-]+_[0-9a-zA-Z]+$/.test(userPoolId) || userPoolId.length > 55) {
    problems.push('COGNITO_USER_POOL_ID must look like "<region>_<id>" and have at most 55 characters.');
  }
  const issuer = (
    env.IDENTITY_ISSUER?.trim() ||
    (env.PUBLIC_URL?.trim()
      ? `${publicUrl}/${userPoolId}`
      : `https://sistema-de-planillas.invalid/${userPoolId}`)
  ).replace(/\/$/, '');
  if (/\s/.test(issuer)) problems.push(`IDENTITY_ISSUER must not contain spaces (got "${issuer}").`);
  if (
    provider === 'cognito' &&
    (!env.COGNITO_USER_POOL_ID || !env.COGNITO_CLIENT_ID || !env.COGNITO_REGION)
  ) {
    problems.push(
      'IDENTITY_PROVIDER=cognito needs COGNITO_REGION, COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID.',
    );
  }

  if (env.SMTP_URL && !/^smtps?:\/\//.test(env.SMTP_URL))
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL.');
  const mailToLog = flag(env, 'MAIL_TO_LOG', false, problems);
  if (production && provider === 'builtin' && !env.SMTP_URL && !mailToLog) {
    problems.push(
      'SMTP_URL is required in production with the built-in user pool: without it, temporary passwords and codes would be written to the server log. Set SMTP_URL, or MAIL_TO_LOG=true to accept codes in the log.',
    );
  }

  const pool = loadPoolSettings(env, publicUrl, problems);
  const trustProxy = loadTrustProxy(env.TRUST_PROXY, problems);
  const adminUsersSyncMinutes = integer(env, 'ADMIN_USERS_SYNC_MINUTES', 15, 0, 1440, problems);
  const dataDir = path.resolve(root, env.DATA_DIR ?? './data');
  const backups = {
    dir: path.resolve(
      root,
      env.BACKUP_DIR?.trim() || (databaseUrl ? './backups' : `${dataDir.replace(/[\\/]+$/, '')}-backups`),
    ),
    keep: integer(env, 'BACKUP_KEEP', 14, 1, 3650, problems),
    intervalHours: integer(env, 'BACKUP_INTERVAL_HOURS', databaseUrl ? 0 : 24, 0, 8760, problems),
  };

  const payslipSigning = loadPayslipSigning(env, root, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    production,
    testMode,
    host: env.HOST ?? '0.0.0.0',
    port,
    trustProxy,
    publicUrl,
    publicUrlFixed: env.PUBLIC_URL !== undefined && env.PUBLIC_URL.trim() !== '',
    backendPrefix,
    database: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
    backups,
    staticDir: path.resolve(root, env.STATIC_DIR ?? './dist'),
    devServer: truthy(env.DEV_SERVER),
    logLevel: env.LOG_LEVEL ?? (testMode ? 'warn' : 'info'),
    identity: {
      provider,
      region,
      userPoolId,
      issuer,
      clientId,
      builtinPath: '/cognito',
      ...(env.COGNITO_HOSTED_LOGIN_DOMAIN ? { hostedLoginDomain: env.COGNITO_HOSTED_LOGIN_DOMAIN } : {}),
      pool,
      cognitoRevocationCheck: flag(env, 'IDENTITY_COGNITO_REVOCATION_CHECK', true, problems),
    },
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    mailToLog,
    mailFrom: env.MAIL_FROM ?? 'Sistema de Planillas <no-reply@planillas.local>',
    admin: {
      username: env.ADMIN_USERNAME ?? 'admin',
      email: env.ADMIN_EMAIL ?? 'admin@planillas.local',
      ...(env.ADMIN_TEMPORARY_PASSWORD ? { temporaryPassword: env.ADMIN_TEMPORARY_PASSWORD } : {}),
    },
    adminUsersSyncMinutes,
    ...(payslipSigning ? { payslipSigning } : {}),
  };
}

/** PAYSLIP_SIGNING_P12 and PAYSLIP_SIGNING_PASSWORD go together; neither: no configured certificate. */
function loadPayslipSigning(
  env: NodeJS.ProcessEnv,
  root: string,
  problems: string[],
): ServerConfig['payslipSigning'] {
  const file = env.PAYSLIP_SIGNING_P12?.trim() ?? '';
  const password = env.PAYSLIP_SIGNING_PASSWORD ?? '';
  if (file === '' && password === '') return undefined;
  if (file === '') {
    problems.push('PAYSLIP_SIGNING_PASSWORD is set but PAYSLIP_SIGNING_P12 (the .p12 file) is not.');
    return undefined;
  }
  if (password === '') {
    problems.push('PAYSLIP_SIGNING_P12 is set but PAYSLIP_SIGNING_PASSWORD (its password) is not.');
    return undefined;
  }
  return { p12File: path.resolve(root, file), password };
}

/**
 * TRUST_PROXY: `false` (default: clients connect directly, X-Forwarded-For is ignored), a hop count (the
 * load balancers in front), or proxy addresses/CIDRs. Never every sender: clients could choose their address.
 */
function loadTrustProxy(raw: string | undefined, problems: string[]): boolean | number | string[] {
  if (raw === undefined || raw.trim() === '') return false;
  const value = raw.trim().toLowerCase();
  if (['false', 'no', 'off', '0'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) {
    problems.push(
      'TRUST_PROXY=true would let clients choose their own address; give the number of proxies or their addresses.',
    );
    return false;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (
    list.some(
      (a) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a) && !['loopback', 'linklocal', 'uniquelocal'].includes(a),
    )
  ) {
    problems.push(`TRUST_PROXY must be a number of proxies, false, or proxy addresses/CIDRs (got "${raw}").`);
    return false;
  }
  return list;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const v = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  problems.push(`${name} must be true or false (got "${raw}").`);
  return fallback;
}

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
    return fallback;
  }
  return n;
}

function urlList(env: NodeJS.ProcessEnv, name: string, fallback: string[], problems: string[]): string[] {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of list) {
    try {
      const u = new URL(item);
      if (u.hash) problems.push(`${name}: "${item}" must not have a fragment.`);
    } catch {
      problems.push(`${name}: "${item}" is not an absolute URL.`);
    }
  }
  return list;
}

const passwordRequirements = ['uppercase', 'lowercase', 'numbers', 'symbols'] as const;

/** The built-in pool's settings; defaults follow Cognito's defaults (see docs/identity.md). */
function loadPoolSettings(
  env: NodeJS.ProcessEnv,
  publicUrl: string,
  problems: string[],
): BuiltinPoolSettings {
  let origin = publicUrl;
  try {
    origin = new URL(publicUrl).origin;
  } catch {
    // reported with PUBLIC_URL
  }

  const required = (env.IDENTITY_PASSWORD_REQUIRE ?? passwordRequirements.join(','))
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const r of required) {
    if (!(passwordRequirements as readonly string[]).includes(r)) {
      problems.push(
        `IDENTITY_PASSWORD_REQUIRE lists "${r}"; use a comma-separated subset of ${passwordRequirements.join(', ')}.`,
      );
    }
  }

  const argon2 = { memoryKib: 19456, timeCost: 2, parallelism: 1 };
  if (env.IDENTITY_ARGON2) {
    const parts = Object.fromEntries(
      env.IDENTITY_ARGON2.split(',').map((p) => p.split('=').map((s) => s.trim()) as [string, string]),
    );
    const m = Number(parts.m ?? argon2.memoryKib);
    const t = Number(parts.t ?? argon2.timeCost);
    const p = Number(parts.p ?? argon2.parallelism);
    if (
      ![m, t, p].every(Number.isInteger) ||
      m < 1024 ||
      m > 4 * 1024 * 1024 ||
      t < 1 ||
      t > 20 ||
      p < 1 ||
      p > 16
    ) {
      problems.push(
        `IDENTITY_ARGON2 must look like "m=19456,t=2,p=1" (m: KiB 1024-4194304, t: 1-20, p: 1-16; got "${env.IDENTITY_ARGON2}").`,
      );
    } else {
      Object.assign(argon2, { memoryKib: m, timeCost: t, parallelism: p });
    }
  }

  const mfaText = env.IDENTITY_MFA ?? 'optional';
  const mfa: BuiltinPoolSettings['mfa'] = mfaText === 'off' || mfaText === 'on' ? mfaText : 'optional';
  if (!['off', 'optional', 'on'].includes(mfaText))
    problems.push('IDENTITY_MFA must be off, optional or on.');

  return {
    redirectUris: urlList(env, 'IDENTITY_REDIRECT_URIS', [`${publicUrl}/auth/callback`], problems),
    logoutUris: urlList(env, 'IDENTITY_LOGOUT_URIS', [`${publicUrl}/auth/login`], problems),
    corsOrigins: urlList(env, 'IDENTITY_CORS_ORIGINS', [origin], problems).map((o) => o.replace(/\/$/, '')),
    passwordPolicy: {
      minLength: integer(env, 'IDENTITY_PASSWORD_MIN_LENGTH', 8, 6, 99, problems),
      requireUppercase: required.includes('uppercase'),
      requireLowercase: required.includes('lowercase'),
      requireNumbers: required.includes('numbers'),
      requireSymbols: required.includes('symbols'),
    },
    temporaryPasswordDays: integer(env, 'IDENTITY_TEMPORARY_PASSWORD_DAYS', 7, 1, 365, problems),
    argon2,
    accessTokenMinutes: integer(env, 'IDENTITY_ACCESS_TOKEN_MINUTES', 60, 5, 1440, problems),
    idTokenMinutes: integer(env, 'IDENTITY_ID_TOKEN_MINUTES', 60, 5, 1440, problems),
    refreshTokenDays: integer(env, 'IDENTITY_REFRESH_TOKEN_DAYS', 30, 1, 3650, problems),
    authSessionMinutes: integer(env, 'IDENTITY_AUTH_SESSION_MINUTES', 3, 3, 15, problems),
    signUpCodeMinutes: integer(env, 'IDENTITY_SIGN_UP_CODE_MINUTES', 24 * 60, 1, 7 * 24 * 60, problems),
    resetCodeMinutes: integer(env, 'IDENTITY_RESET_CODE_MINUTES', 60, 1, 24 * 60, problems),
    verifyCodeMinutes: integer(env, 'IDENTITY_VERIFY_CODE_MINUTES', 24 * 60, 1, 7 * 24 * 60, problems),
    codeMaxAttempts: integer(env, 'IDENTITY_CODE_MAX_ATTEMPTS', 5, 1, 100, problems),
    limits: {
      ipRequestsPerMinute: integer(env, 'IDENTITY_LIMIT_IP_REQUESTS_PER_MINUTE', 300, 1, 1_000_000, problems),
      ipFailuresPerHour: integer(env, 'IDENTITY_LIMIT_IP_FAILURES_PER_HOUR', 100, 1, 1_000_000, problems),
      userCodesPerHour: integer(env, 'IDENTITY_LIMIT_USER_CODES_PER_HOUR', 5, 1, 1_000_000, problems),
      ipCodesPerHour: integer(env, 'IDENTITY_LIMIT_IP_CODES_PER_HOUR', 30, 1, 1_000_000, problems),
      failedSignIns: integer(env, 'IDENTITY_LIMIT_FAILED_SIGN_INS', 5, 1, 1000, problems),
      lockoutSeconds: integer(env, 'IDENTITY_LOCKOUT_SECONDS', 1, 1, 3600, problems),
    },
    selfSignUp: flag(env, 'IDENTITY_SELF_SIGN_UP', true, problems),
    preventUserExistenceErrors: flag(env, 'IDENTITY_PREVENT_USER_EXISTENCE_ERRORS', false, problems),
    emailSignInCode: flag(env, 'IDENTITY_EMAIL_SIGN_IN_CODE', false, problems),
    mfa,
    revocationCacheMs: integer(env, 'IDENTITY_REVOCATION_CACHE_MS', 5000, 0, 600_000, problems),
  };
}
