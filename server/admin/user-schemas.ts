import Type from 'typebox';
import {
  EMAIL_MAX,
  NAME_MAX,
  TEMPORARY_PASSWORD_MAX,
  USERNAME_MAX,
  type UserSummary,
} from '../../src/domain/admin/user';
import { Text, Version } from '../kit/schemas';

/** The users' routes' schemas (users-routes.ts, user-account-routes.ts). */
export const RoleRef = Type.Object({ id: Type.Integer(), name: Type.String() });

export const UserSchema = Type.Object({
  username: Type.String(),
  name: Type.String(),
  email: Type.String(),
  enabled: Type.Boolean(),
  status: Type.String(),
  roles: Type.Unsafe<UserSummary['roles']>(Type.Array(RoleRef)),
  lastSignInAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  version: Type.Integer(),
});

export const UsernameParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 128 }) });

export const RoleIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 100 });

export const NewUserBody = Type.Object(
  {
    username: Text(USERNAME_MAX),
    name: Text(NAME_MAX),
    email: Text(EMAIL_MAX),
    roleIds: RoleIds,
    temporaryPassword: Type.Optional(Text(TEMPORARY_PASSWORD_MAX)),
    sendInvitation: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const UserEditBody = Type.Object(
  { name: Text(NAME_MAX), email: Text(EMAIL_MAX), roleIds: RoleIds, version: Version },
  { additionalProperties: false },
);
