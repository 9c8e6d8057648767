import Type, { type Static, type TSchema } from 'typebox';
import type { CodeService } from '../codes';
import type { Caller, PoolCore } from '../core';
import type { SignInService } from '../signin';

/** What an action handler receives besides its validated input. */
export interface ActionContext {
  readonly core: PoolCore;
  readonly signIn: SignInService;
  readonly codes: CodeService;
  readonly caller: Caller;
}

export interface Action<S extends TSchema = TSchema> {
  /** Cognito's operation name (the part after `AWSCognitoIdentityProviderService.`). */
  readonly name: string;
  /** The request body's JSON schema; a request that breaks it is an InvalidParameterException. */
  readonly input: S;
  handle(input: Static<S>, context: ActionContext): Promise<object>;
}

export function action<S extends TSchema>(
  name: string,
  input: S,
  handle: (input: Static<S>, context: ActionContext) => Promise<object>,
): Action {
  // eslint-disable-next-line no-restricted-syntax -- an Action<S> is stored among actions of other schemas; its handler is only called with input validated against its own schema
  return { name, input, handle } as unknown as Action;
}

// Field types shared by the actions, with Cognito's constraints.
export const ClientId = Type.String({ minLength: 1, maxLength: 128, pattern: '^[\\w+-]+$' });
export const Username = Type.String({
  minLength: 1,
  maxLength: 128,
  pattern: '^[\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}]+$',
});
export const Password = Type.String({ minLength: 1, maxLength: 256 });
export const Code = Type.String({ minLength: 1, maxLength: 2048, pattern: '^[\\S]+$' });
export const Token = Type.String({ minLength: 1, maxLength: 20000, pattern: '^[A-Za-z0-9\\-_=.]+$' });
export const Session = Type.String({ minLength: 20, maxLength: 2048 });
export const StringMap = Type.Record(Type.String(), Type.String());
export const AttributeName = Type.String({ minLength: 1, maxLength: 32 });
export const Attributes = Type.Array(
  Type.Object({ Name: AttributeName, Value: Type.Optional(Type.String({ maxLength: 2048 })) }),
);
export const DeviceKey = Type.String({ minLength: 1, maxLength: 55, pattern: '^[\\w-]+_[0-9a-f-]+$' });
/** A request naming an app client and a user, nothing else (ForgotPassword, ResendConfirmationCode). */
export const ClientUserRequest = Type.Object({
  ClientId,
  Username,
  ClientMetadata: Type.Optional(StringMap),
});
