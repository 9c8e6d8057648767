import type { FastifyReply } from 'fastify';
import { CognitoError } from '../errors';

/**
 * The hosted sign-in's HTML (docs/identity.md): plain pages with a form and no scripts, their Spanish
 * messages, and the headers every page is sent with.
 */

/** The Spanish message the hosted page shows for a pool error (it never says which usernames exist). */
export function hostedMessage(error: unknown): string {
  if (!(error instanceof CognitoError)) return 'Ocurrió un error inesperado.';
  switch (error.type) {
    case 'NotAuthorizedException':
      if (/disabled/.test(error.message)) return 'El usuario está deshabilitado.';
      if (/attempts exceeded/.test(error.message)) return 'Demasiados intentos fallidos. Intente más tarde.';
      if (/session/.test(error.message)) return 'La sesión expiró. Ingrese de nuevo.';
      if (/Temporary password/.test(error.message))
        return 'La contraseña temporal venció. Pida una nueva al administrador.';
      return 'Usuario o contraseña incorrectos.';
    case 'UserNotFoundException':
      return 'Usuario o contraseña incorrectos.';
    case 'UserNotConfirmedException':
      return 'La cuenta no está confirmada.';
    case 'PasswordResetRequiredException':
      return 'Debe restablecer su contraseña.';
    case 'InvalidPasswordException':
      return 'La nueva contraseña no cumple con los requisitos de seguridad.';
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return 'El código ingresado no es válido. Inténtalo nuevamente.';
    case 'ExpiredCodeException':
      return 'El código ha expirado. Solicita uno nuevo.';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return 'Límite de intentos excedidos. Intente más tarde.';
    default:
      return 'Ocurrió un error inesperado.';
  }
}

export const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const STYLE = `body{font-family:system-ui,sans-serif;background:#eef2f6;color:#1f2937;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15);width:min(22rem,90vw)}
h1{font-size:1.25rem;margin:0 0 1rem}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #6b7280;border-radius:4px;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:4px;background:#3730a3;color:#fff;font-size:1rem;cursor:pointer}
.error{background:#fee2e2;color:#7f1d1d;padding:.6rem;border-radius:4px}.hint{font-size:.9rem;color:#374151}code{word-break:break-all}`;

export interface PageField {
  readonly name: string;
  readonly label: string;
  readonly type: 'text' | 'password';
  readonly autocomplete: string;
  readonly value?: string;
}

export function page(opts: {
  title: string;
  error?: string;
  hint?: string;
  fields: readonly PageField[];
  hidden: Record<string, string>;
  button: string;
}): string {
  const fields = opts.fields
    .map(
      (f) =>
        `<label for="${f.name}">${escape(f.label)}</label><input id="${f.name}" name="${f.name}" type="${f.type}" autocomplete="${f.autocomplete}" required${f.value ? ` value="${escape(f.value)}"` : ''}>`,
    )
    .join('\n');
  const hidden = Object.entries(opts.hidden)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escape(v)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(opts.title)} - Sistema de Planillas</title><style>${STYLE}</style></head>
<body><main><h1>${escape(opts.title)}</h1>
${opts.error ? `<p class="error" role="alert">${escape(opts.error)}</p>` : ''}
${opts.hint ? `<p class="hint">${opts.hint}</p>` : ''}
<form method="post" action="/oauth2/authorize">
${hidden}
${fields}
<button type="submit">${escape(opts.button)}</button>
</form></main></body></html>`;
}

export function errorPage(message: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Error - Sistema de Planillas</title><style>${STYLE}</style></head><body><main><h1>No se puede ingresar</h1><p class="error" role="alert">${escape(message)}</p></main></body></html>`;
}

/** The page's own CSP: no scripts at all; the form may post here and redirect to the client. */
export function securePage(reply: FastifyReply, redirectUri?: string): FastifyReply {
  const target = redirectUri ? ` ${new URL(redirectUri).origin}` : '';
  reply
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${target}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8');
  return reply;
}
