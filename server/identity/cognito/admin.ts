import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminResetUserPasswordCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
  ListGroupsCommand,
  ListUsersCommand,
  type AttributeType,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  PoolAdminError,
  type CreatePoolUser,
  type PoolAdminErrorCode,
  type PoolGroup,
  type PoolUser,
  type UserPage,
  type UserPoolAdministration,
} from '../admin-port';

const KNOWN: readonly PoolAdminErrorCode[] = [
  'UsernameExistsException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'InvalidParameterException',
  'ResourceNotFoundException',
  'LimitExceededException',
  'TooManyRequestsException',
  'NotAuthorizedException',
];

/** The SDK's exceptions as the port's PoolAdminError (the one mapping of this adapter). */
async function mapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CognitoIdentityProviderServiceException) {
      const code = (KNOWN as readonly string[]).includes(error.name)
        ? (error.name as PoolAdminErrorCode)
        : 'InternalErrorException';
      throw new PoolAdminError(code, error.message);
    }
    throw error;
  }
}

const attribute = (list: readonly AttributeType[] | undefined, name: string) =>
  list?.find((a) => a.Name === name)?.Value;

/** Cognito's ListUsers filter language has no OR: search each attribute and merge (prefix, `^=`). */
const SEARCHABLE = ['username', 'email', 'name'] as const;

/** Reads a Cognito user as the port's `PoolUser`, with its groups. */
function poolUsers(client: CognitoIdentityProviderClient, UserPoolId: string) {
  const groupsOf = async (username: string): Promise<string[]> => {
    const groups: string[] = [];
    let NextToken: string | undefined;
    do {
      const out = await client.send(
        new AdminListGroupsForUserCommand({ UserPoolId, Username: username, NextToken }),
      );
      groups.push(...(out.Groups ?? []).map((g) => g.GroupName ?? '').filter(Boolean));
      NextToken = out.NextToken;
    } while (NextToken);
    return groups.sort();
  };

  const toPoolUser = async (user: {
    Username?: string;
    Attributes?: AttributeType[];
    UserAttributes?: AttributeType[];
    Enabled?: boolean;
    UserStatus?: string;
    UserCreateDate?: Date;
    UserLastModifiedDate?: Date;
  }): Promise<PoolUser> => {
    const attrs = user.Attributes ?? user.UserAttributes;
    const username = user.Username ?? '';
    const email = attribute(attrs, 'email');
    const name = attribute(attrs, 'name');
    return {
      username,
      sub: attribute(attrs, 'sub') ?? '',
      ...(email !== undefined ? { email } : {}),
      ...(name !== undefined ? { name } : {}),
      enabled: user.Enabled ?? true,
      status: user.UserStatus ?? 'UNKNOWN',
      groups: await groupsOf(username),
      createdAt: user.UserCreateDate ?? new Date(0),
    };
  };
  return { toPoolUser };
}

/** The commands about one user that answer nothing. */
type AboutUserCommand =
  | AdminDisableUserCommand
  | AdminEnableUserCommand
  | AdminResetUserPasswordCommand
  | AdminUserGlobalSignOutCommand
  | AdminDeleteUserCommand;

/**
 * The administrative port over a real AWS Cognito user pool, through the SDK's Admin* commands. The
 * server's AWS credentials (environment, instance role…) need the matching cognito-idp:Admin*
 * permissions on the pool. Groups must exist in the pool before users are added to them.
 */
export function createCognitoAdministration(options: {
  region: string;
  userPoolId: string;
  client?: CognitoIdentityProviderClient;
}): UserPoolAdministration {
  const client = options.client ?? new CognitoIdentityProviderClient({ region: options.region });
  const UserPoolId = options.userPoolId;

  const { toPoolUser } = poolUsers(client, UserPoolId);
  /** An operation that sends one command about one user and answers nothing (disable, enable, reset…). */
  const aboutUser =
    (command: (input: { UserPoolId: string; Username: string }) => AboutUserCommand) => (username: string) =>
      mapped(async () => {
        await client.send(command({ UserPoolId, Username: username }));
      });

  return {
    createUser: (input: CreatePoolUser) =>
      mapped(async () => {
        const out = await client.send(
          new AdminCreateUserCommand({
            UserPoolId,
            Username: input.username,
            TemporaryPassword: input.temporaryPassword,
            UserAttributes: [
              ...(input.email !== undefined
                ? [
                    { Name: 'email', Value: input.email },
                    { Name: 'email_verified', Value: 'true' },
                  ]
                : []),
              { Name: 'name', Value: input.name },
            ],
            DesiredDeliveryMediums: ['EMAIL'],
            ...(input.sendInvitation === false ? { MessageAction: 'SUPPRESS' as const } : {}),
          }),
        );
        return toPoolUser(out.User as UserType);
      }),

    getUser: (username) =>
      mapped(async () => {
        try {
          const out = await client.send(new AdminGetUserCommand({ UserPoolId, Username: username }));
          return await toPoolUser(out);
        } catch (error) {
          if ((error as Error).name === 'UserNotFoundException') return undefined;
          throw error;
        }
      }),

    updateAttributes: (username, attributes) =>
      mapped(async () => {
        const list: AttributeType[] = [];
        if (attributes.email !== undefined) {
          list.push({ Name: 'email', Value: attributes.email }, { Name: 'email_verified', Value: 'true' });
        }
        if (attributes.name !== undefined) list.push({ Name: 'name', Value: attributes.name });
        await client.send(
          new AdminUpdateUserAttributesCommand({ UserPoolId, Username: username, UserAttributes: list }),
        );
      }),

    disableUser: aboutUser((input) => new AdminDisableUserCommand(input)),

    enableUser: aboutUser((input) => new AdminEnableUserCommand(input)),

    resetPassword: aboutUser((input) => new AdminResetUserPasswordCommand(input)),

    addToGroup: (username, group) =>
      mapped(async () => {
        await client.send(
          new AdminAddUserToGroupCommand({ UserPoolId, Username: username, GroupName: group }),
        );
      }),

    removeFromGroup: (username, group) =>
      mapped(async () => {
        await client.send(
          new AdminRemoveUserFromGroupCommand({ UserPoolId, Username: username, GroupName: group }),
        );
      }),

    listUsers: (options) =>
      mapped(async (): Promise<UserPage> => {
        const limit = Math.min(Math.max(options.limit ?? 60, 1), 60);
        const filter = options.filter?.trim().replace(/"/g, '');
        if (!filter) {
          const out = await client.send(
            new ListUsersCommand({ UserPoolId, Limit: limit, PaginationToken: options.nextToken }),
          );
          const users = await Promise.all((out.Users ?? []).map((u) => toPoolUser(u)));
          return { users, ...(out.PaginationToken ? { nextToken: out.PaginationToken } : {}) };
        }
        // A search returns one merged page (up to `limit` per attribute); no further pages.
        const seen = new Map<string, UserType>();
        for (const name of SEARCHABLE) {
          const out = await client.send(
            new ListUsersCommand({ UserPoolId, Limit: limit, Filter: `${name} ^= "${filter}"` }),
          );
          for (const u of out.Users ?? []) if (u.Username && !seen.has(u.Username)) seen.set(u.Username, u);
        }
        const users = await Promise.all(
          [...seen.values()]
            .sort((a, b) => (a.Username ?? '').localeCompare(b.Username ?? ''))
            .slice(0, limit)
            .map((u) => toPoolUser(u)),
        );
        return { users };
      }),

    setPassword: (username, password, permanent) =>
      mapped(async () => {
        await client.send(
          new AdminSetUserPasswordCommand({
            UserPoolId,
            Username: username,
            Password: password,
            Permanent: permanent,
          }),
        );
      }),

    signOut: aboutUser((input) => new AdminUserGlobalSignOutCommand(input)),

    deleteUser: aboutUser((input) => new AdminDeleteUserCommand(input)),

    listGroups: () =>
      mapped(async (): Promise<readonly PoolGroup[]> => {
        const groups: PoolGroup[] = [];
        let NextToken: string | undefined;
        do {
          const out = await client.send(new ListGroupsCommand({ UserPoolId, NextToken }));
          for (const g of out.Groups ?? []) {
            if (g.GroupName)
              groups.push({ name: g.GroupName, ...(g.Description ? { description: g.Description } : {}) });
          }
          NextToken = out.NextToken;
        } while (NextToken);
        return groups.sort((a, b) => a.name.localeCompare(b.name));
      }),
  };
}
