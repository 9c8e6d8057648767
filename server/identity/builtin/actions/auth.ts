import Type from 'typebox';
import { Errors } from '../errors';
import type { SignInStep } from '../signin';
import { action, ClientId, Session, StringMap, type ActionContext } from './action';

async function answer(step: SignInStep, clientId: string, context: ActionContext): Promise<object> {
  if (step.kind === 'challenge') {
    return { ChallengeName: step.name, ChallengeParameters: step.parameters, Session: step.session };
  }
  const result = await context.signIn.issueTokens(step.user, clientId, step.context, context.caller);
  return { AuthenticationResult: result, ChallengeParameters: {} };
}

const required = (params: Record<string, string>, name: string): string => {
  const value = params[name];
  if (value === undefined || value === '') throw Errors.missingParameter(name);
  return value;
};

export const authActions = [
  action(
    'InitiateAuth',
    Type.Object({
      AuthFlow: Type.String({ minLength: 1 }),
      ClientId,
      AuthParameters: Type.Optional(StringMap),
      ClientMetadata: Type.Optional(StringMap),
    }),
    async (input, context) => {
      const client = context.core.requireClient(input.ClientId);
      const params = input.AuthParameters ?? {};
      const flow = input.AuthFlow === 'REFRESH_TOKEN' ? 'REFRESH_TOKEN_AUTH' : input.AuthFlow;
      if (!client.flows.has(flow)) throw Errors.flowNotEnabled(input.AuthFlow);
      const deviceKey = params.DEVICE_KEY ? { deviceKey: params.DEVICE_KEY } : {};
      switch (flow) {
        case 'USER_PASSWORD_AUTH': {
          const username = required(params, 'USERNAME');
          const password = required(params, 'PASSWORD');
          const step = await context.signIn.withPassword({
            clientId: client.clientId,
            username,
            password,
            caller: context.caller,
            context: { flow: 'USER_PASSWORD_AUTH', ...deviceKey },
          });
          return answer(step, client.clientId, context);
        }
        case 'CUSTOM_AUTH': {
          const username = required(params, 'USERNAME');
          const step = params.PASSWORD
            ? await context.signIn.withPassword({
                clientId: client.clientId,
                username,
                password: params.PASSWORD,
                caller: context.caller,
                context: { flow: 'CUSTOM_AUTH', ...deviceKey },
              })
            : await context.signIn.customAuthStart({
                clientId: client.clientId,
                username,
                context: { flow: 'CUSTOM_AUTH', ...deviceKey },
              });
          return answer(step, client.clientId, context);
        }
        case 'REFRESH_TOKEN_AUTH': {
          const refreshToken = required(params, 'REFRESH_TOKEN');
          const result = await context.signIn.refresh(client.clientId, refreshToken);
          return { AuthenticationResult: result, ChallengeParameters: {} };
        }
        default:
          throw Errors.flowNotEnabled(input.AuthFlow);
      }
    },
  ),

  action(
    'RespondToAuthChallenge',
    Type.Object({
      ClientId,
      ChallengeName: Type.String({ minLength: 1 }),
      Session: Type.Optional(Session),
      ChallengeResponses: Type.Optional(StringMap),
      ClientMetadata: Type.Optional(StringMap),
    }),
    async (input, context) => {
      const client = context.core.requireClient(input.ClientId);
      const supported = ['NEW_PASSWORD_REQUIRED', 'CUSTOM_CHALLENGE', 'SOFTWARE_TOKEN_MFA', 'MFA_SETUP'];
      if (!supported.includes(input.ChallengeName)) {
        throw Errors.invalidParameter(
          `The challenge ${input.ChallengeName} is not supported by this user pool.`,
        );
      }
      if (!input.Session) throw Errors.missingParameter('Session');
      const step = await context.signIn.respond({
        clientId: client.clientId,
        challengeName: input.ChallengeName,
        session: input.Session,
        responses: input.ChallengeResponses ?? {},
        caller: context.caller,
        hosted: false,
      });
      return answer(step, client.clientId, context);
    },
  ),
];
