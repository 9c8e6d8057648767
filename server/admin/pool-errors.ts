import { USER_MESSAGES } from '../../src/domain/admin/user';
import { PoolAdminError } from '../identity/admin-port';
import { ApiError, notFound, validationFailed } from '../kit/errors';

/**
 * The user pool's refusals (built-in or Cognito, the same exception names) as the API's answers, with
 * the Spanish message the administrator sees. The one mapping of the user administration.
 */
export function poolFailure(error: unknown): never {
  if (!(error instanceof PoolAdminError)) throw error;
  switch (error.code) {
    case 'UsernameExistsException':
      throw validationFailed([{ field: 'username', message: USER_MESSAGES.usernameTaken }]);
    case 'InvalidPasswordException':
      throw validationFailed([{ field: 'temporaryPassword', message: USER_MESSAGES.poolPasswordPolicy }]);
    case 'InvalidParameterException':
      if (/e-?mail/i.test(error.message)) {
        throw validationFailed([{ field: 'email', message: USER_MESSAGES.emailShape }]);
      }
      throw new ApiError(400, 'ValidationError', 'El grupo de usuarios rechazó los datos enviados.');
    case 'UserNotFoundException':
    case 'ResourceNotFoundException':
      throw notFound(USER_MESSAGES.notFound);
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      throw new ApiError(
        429,
        'TooManyRequests',
        'Demasiadas solicitudes al grupo de usuarios. Intente nuevamente en unos minutos.',
      );
    case 'NotAuthorizedException':
      throw new ApiError(
        503,
        'ServiceUnavailable',
        'El servidor no tiene permiso para administrar el grupo de usuarios. Contacte al soporte técnico.',
      );
    default:
      throw new ApiError(
        502,
        'BadGateway',
        'El grupo de usuarios no respondió correctamente. Intente nuevamente.',
      );
  }
}

/** Runs a call to the pool, mapping its refusals. */
export async function inPool<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    return poolFailure(error);
  }
}
