import { and, asc, eq, gt, or } from 'drizzle-orm';
import Type from 'typebox';
import { identityDevices } from '../../../db/schema';
import { Errors } from '../errors';
import { action, DeviceKey, Token, type ActionContext } from './action';

type DeviceRow = typeof identityDevices.$inferSelect;

/** The device list's page size (Cognito's maximum, and the spec's). */
export const DEVICE_PAGE_SIZE = 60;

const seconds = (d: Date | null) => (d ? d.getTime() / 1000 : undefined);

function deviceType(d: DeviceRow) {
  const attributes = [
    { Name: 'device_status', Value: 'valid' },
    { Name: 'dev:device_remembered_status', Value: d.remembered ? 'remembered' : 'not_remembered' },
  ];
  if (d.name) attributes.push({ Name: 'device_name', Value: d.name });
  if (d.lastIp) attributes.push({ Name: 'last_ip_used', Value: d.lastIp });
  return {
    DeviceKey: d.deviceKey,
    DeviceAttributes: attributes,
    DeviceCreateDate: seconds(d.createdAt),
    DeviceLastModifiedDate: seconds(d.updatedAt),
    DeviceLastAuthenticatedDate: seconds(d.lastAuthenticatedAt),
  };
}

async function requireToken(accessToken: string | undefined, { core }: ActionContext) {
  if (!accessToken) throw Errors.missingParameter('AccessToken');
  return (await core.authenticate(accessToken)).user;
}

async function findDevice(context: ActionContext, userSub: string, deviceKey: string, confirmedOnly = true) {
  const [device] = await context.core.db
    .select()
    .from(identityDevices)
    .where(and(eq(identityDevices.deviceKey, deviceKey), eq(identityDevices.userSub, userSub)));
  if (!device || (confirmedOnly && !device.confirmed)) throw Errors.deviceNotFound();
  return device;
}

function pageToken(d: DeviceRow): string {
  return Buffer.from(JSON.stringify([d.createdAt.toISOString(), d.deviceKey])).toString('base64url');
}

function readPageToken(token: string): { createdAt: Date; deviceKey: string } {
  try {
    const [createdAt, deviceKey] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as [
      string,
      string,
    ];
    const date = new Date(createdAt);
    if (typeof deviceKey !== 'string' || Number.isNaN(date.getTime())) throw new Error('bad token');
    return { createdAt: date, deviceKey };
  } catch {
    throw Errors.invalidParameter('Invalid pagination token.');
  }
}

export const deviceActions = [
  action(
    'ConfirmDevice',
    Type.Object({
      AccessToken: Token,
      DeviceKey,
      DeviceSecretVerifierConfig: Type.Optional(
        Type.Object({
          PasswordVerifier: Type.Optional(Type.String({ maxLength: 4096 })),
          Salt: Type.Optional(Type.String({ maxLength: 1024 })),
        }),
      ),
      DeviceName: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
    }),
    async (input, context) => {
      const user = await requireToken(input.AccessToken, context);
      await findDevice(context, user.sub, input.DeviceKey, false);
      await context.core.db
        .update(identityDevices)
        .set({
          confirmed: true,
          name: input.DeviceName ?? null,
          passwordVerifier: input.DeviceSecretVerifierConfig?.PasswordVerifier ?? null,
          salt: input.DeviceSecretVerifierConfig?.Salt ?? null,
          updatedAt: context.core.now(),
        })
        .where(eq(identityDevices.deviceKey, input.DeviceKey));
      // Device remembering is the user's choice (UpdateDeviceStatus), as in a pool set to "user opt-in".
      return { UserConfirmationNecessary: true };
    },
  ),

  action(
    'GetDevice',
    Type.Object({ AccessToken: Type.Optional(Token), DeviceKey }),
    async (input, context) => {
      const user = await requireToken(input.AccessToken, context);
      return { Device: deviceType(await findDevice(context, user.sub, input.DeviceKey)) };
    },
  ),

  action(
    'ListDevices',
    Type.Object({
      AccessToken: Token,
      Limit: Type.Optional(Type.Integer({ minimum: 0, maximum: DEVICE_PAGE_SIZE })),
      PaginationToken: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
    }),
    async (input, context) => {
      const user = await requireToken(input.AccessToken, context);
      const limit = input.Limit || DEVICE_PAGE_SIZE;
      const after = input.PaginationToken ? readPageToken(input.PaginationToken) : undefined;
      const d = identityDevices;
      const rows = await context.core.db
        .select()
        .from(d)
        .where(
          and(
            eq(d.userSub, user.sub),
            eq(d.confirmed, true),
            after
              ? or(
                  gt(d.createdAt, after.createdAt),
                  and(eq(d.createdAt, after.createdAt), gt(d.deviceKey, after.deviceKey)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(d.createdAt), asc(d.deviceKey))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        Devices: page.map(deviceType),
        ...(rows.length > limit && last ? { PaginationToken: pageToken(last) } : {}),
      };
    },
  ),

  action(
    'ForgetDevice',
    Type.Object({ AccessToken: Type.Optional(Token), DeviceKey }),
    async (input, context) => {
      const user = await requireToken(input.AccessToken, context);
      const device = await findDevice(context, user.sub, input.DeviceKey, false);
      await context.core.db.delete(identityDevices).where(eq(identityDevices.deviceKey, device.deviceKey));
      return {};
    },
  ),

  action(
    'UpdateDeviceStatus',
    Type.Object({
      AccessToken: Token,
      DeviceKey,
      DeviceRememberedStatus: Type.Optional(
        Type.Union([Type.Literal('remembered'), Type.Literal('not_remembered')]),
      ),
    }),
    async (input, context) => {
      const user = await requireToken(input.AccessToken, context);
      await findDevice(context, user.sub, input.DeviceKey);
      await context.core.db
        .update(identityDevices)
        .set({ remembered: input.DeviceRememberedStatus === 'remembered', updatedAt: context.core.now() })
        .where(eq(identityDevices.deviceKey, input.DeviceKey));
      return {};
    },
  ),
];
