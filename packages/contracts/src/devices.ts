import { z } from 'zod';
import { multiLine, odataList, singleLine } from './common.ts';
import {
  DEVICE_DESCRIPTION_MAX, DeviceLoggingLevel, DeviceType, HEARTBEAT_MAX_SECONDS, InstallStatus, OperatingSystem,
  TRACE_MINUTE_CHOICES,
} from './devices-enums.ts';

const REQUIRED = 'This field is required.';
const requiredGuid = z.guid({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : 'Please enter a valid GUID.') });
const optionalGuid = z.guid('Please enter a valid GUID.').nullish();
const oneOf = (values: readonly number[], what: string) => {
  const message = `Please choose a ${what}.`;
  return z.number({ error: message }).int(message).min(Math.min(...values), message).max(Math.max(...values), message)
    .refine((v) => values.includes(v), message);
};

/** The messages of the devices area that part 2 §8 does not name (ours). */
export const deviceSaveMessages = {
  heartbeatRange: `The heartbeat interval must be a whole number of seconds from 0 to ${HEARTBEAT_MAX_SECONDS}.`,
  descriptionMax: `At most ${DEVICE_DESCRIPTION_MAX} characters are allowed.`,
  traceMinutes: `Please choose a tracing time: ${TRACE_MINUTE_CHOICES.join(', ')} minutes.`,
  subscriptionNotInTenant: 'The subscription belongs to another tenant; choose one of the device\'s tenant.',
  locationNotInTenant: 'The location belongs to another tenant; choose one of the device\'s tenant or a shared one.',
  saved: 'Device saved successfully.',
  tracingSaved: 'Device tracing saved successfully.',
  installationsSaved: 'Installations saved successfully.',
  installationWrongDevice: 'Every installation must name this device.',
  installationUnknownPackage: 'The package is not one this device can install.',
  installationUnknownVersion: 'The version does not belong to the package.',
  installationDuplicate: 'A package is listed twice; list each package once.',
  metricsRange: 'Please choose a period of at most 7 days with from before to.',
} as const;

/** POST v1/devices/{deviceId} (part 2 §5). Devices are never created here: promotion makes them. */
export const DeviceSaveBody = z.object({
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, 'At most 200 characters are allowed.').check(singleLine()),
  description: z.string().trim().max(DEVICE_DESCRIPTION_MAX, deviceSaveMessages.descriptionMax).check(multiLine()).nullish(),
  tags: z.array(z.string().trim().min(1).max(100, 'At most 100 characters are allowed.').check(singleLine()))
    .max(50, 'At most 50 tags are allowed.').optional(),
  deviceTypeId: oneOf(Object.values(DeviceType), 'device type').optional(),
  locationId: optionalGuid,
  operatingSystemId: oneOf(Object.values(OperatingSystem), 'operating system').optional(),
  /** subscription.tenantId in the spec: required, and it must stay the device's tenant. */
  tenantId: requiredGuid,
  subscriptionId: requiredGuid,
  deviceLoggingLevelId: oneOf(Object.values(DeviceLoggingLevel), 'logging level').optional(),
  heartbeatInterval: z.number({ error: deviceSaveMessages.heartbeatRange }).int(deviceSaveMessages.heartbeatRange)
    .min(0, deviceSaveMessages.heartbeatRange).max(HEARTBEAT_MAX_SECONDS, deviceSaveMessages.heartbeatRange),
  enabled: z.boolean().optional(),
});
export type DeviceSaveBody = z.infer<typeof DeviceSaveBody>;

const LocationRef = z.object({ locationId: z.guid(), name: z.string() }).partial().loose();

export const DeviceResponse = z.object({
  deviceId: z.guid(),
  tenantId: z.guid(),
  subscriptionId: z.guid(),
  name: z.string(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  deviceTypeId: z.number().int(),
  locationId: z.guid().nullable(),
  location: LocationRef.nullable(),
  operatingSystemId: z.number().int(),
  deviceLoggingLevelId: z.number().int(),
  heartbeatInterval: z.number().int(),
  enabled: z.boolean(),
  restartAgentFlag: z.boolean(),
  /** ISO 8601, or null when not tracing. */
  traceExpiration: z.string().nullable(),
  traceMinutes: z.number().int(),
  isDeleted: z.boolean(),
  machineName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  architecture: z.string().nullable(),
  agentVersion: z.string().nullable(),
  lastCheckIn: z.string().nullable(),
  configVersion: z.number().int(),
  created: z.string(),
  modified: z.string(),
});
export type DeviceResponse = z.infer<typeof DeviceResponse>;

/** A row of `GET v1/devices`: the `$select`ed fields, `location` when expanded, and the latest heartbeat. */
export const DeviceListItem = DeviceResponse.partial().extend({
  location: LocationRef.nullable().optional(),
  /** Percent from the latest heartbeat packet (Metrics.DeviceCpu / Metrics.DeviceMemory); null without one. */
  cpu: z.number().nullable().optional(),
  memory: z.number().nullable().optional(),
  /** ISO 8601 timestamp of the latest heartbeat packet (the age column), null without one. */
  lastPacket: z.string().nullable().optional(),
}).loose();
export type DeviceListItem = z.infer<typeof DeviceListItem>;
export const DeviceListResponse = odataList(DeviceListItem);
export type DeviceListResponse = z.infer<typeof DeviceListResponse>;

/** POST v1/devices/{deviceId}/tracing: -1 leaves tracing as it is, 0 stops it, else now + minutes. */
export const TracingBody = z.object({
  traceMinutes: z.number({ error: deviceSaveMessages.traceMinutes }).int(deviceSaveMessages.traceMinutes)
    .min(Math.min(...TRACE_MINUTE_CHOICES), deviceSaveMessages.traceMinutes).max(Math.max(...TRACE_MINUTE_CHOICES), deviceSaveMessages.traceMinutes)
    .refine((v) => (TRACE_MINUTE_CHOICES as readonly number[]).includes(v), deviceSaveMessages.traceMinutes),
});
export type TracingBody = z.infer<typeof TracingBody>;
export const TracingResponse = z.object({
  message: z.string(),
  traceMinutes: z.number().int(),
  traceExpiration: z.string().nullable(),
});

/** POST v1/devices/{deviceId}/installations: the wanted version per package; null = 'none'. */
export const InstallationSaveItem = z.object({
  packageId: requiredGuid,
  deviceId: requiredGuid,
  packageVersionId: z.guid('Please enter a valid GUID.').nullable(),
});
export const InstallationsSaveBody = z.array(InstallationSaveItem).max(500, 'At most 500 installations can be saved at once.');
export type InstallationsSaveBody = z.infer<typeof InstallationsSaveBody>;

const installStatuses = Object.values(InstallStatus) as [InstallStatus, ...InstallStatus[]];
/** A row of `GET v1/devices/{deviceId}/installations` (part 2 §3): packages not chosen yet are AvailableForInstall with version null ('none'). */
export const InstallationListItem = z.object({
  installPackage: z.object({
    packageId: z.guid(),
    packageName: z.string(),
    packageVersionId: z.guid().nullable(),
    /** The chosen version's SemVer, null for none. */
    version: z.string().nullable(),
    installStatus: z.enum(installStatuses),
    detail: z.string().nullable(),
  }),
});
export type InstallationListItem = z.infer<typeof InstallationListItem>;
export const InstallationListResponse = z.object({ value: z.array(InstallationListItem) });

export const DeviceLogItem = z.object({
  logEntryId: z.guid(),
  created: z.string(),
  entryType: z.string(),
  detail: z.string(),
  deviceOperationId: z.guid().nullable(),
});
export const DeviceLogListResponse = odataList(DeviceLogItem);
export type DeviceLogListResponse = z.infer<typeof DeviceLogListResponse>;
/** `GET v1/devices/{deviceId}/logs`: newest first, `$top` (≤ 500, default 100), `$skip`, `$count`. */
const topMessage = 'Please ask for 1 to 500 entries.';
const skipMessage = 'Please skip 0 to 1000000 entries.';
export const DeviceLogQuery = z.object({
  $top: z.coerce.number({ error: topMessage }).int(topMessage).min(1, topMessage).max(500, topMessage).default(100),
  $skip: z.coerce.number({ error: skipMessage }).int(skipMessage).min(0, skipMessage).max(1_000_000, skipMessage).default(0),
  $count: z.enum(['true', 'false']).optional(),
});

/** `GET v1/devices/{deviceId}/metrics?from&to`: ISO timestamps, at most 7 days apart; default the last 24 h. */
export const DeviceMetricsQuery = z.object({
  from: z.iso.datetime({ offset: true, error: 'Please give from as an ISO 8601 time.' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'Please give to as an ISO 8601 time.' }).optional(),
});
export const DEVICE_METRICS_MAX_DAYS = 7;
/** One-minute buckets (averages); a minute without a heartbeat has no point. */
export const DeviceMetricsResponse = z.object({
  from: z.string(),
  to: z.string(),
  bucketSeconds: z.number().int(),
  series: z.array(z.object({ t: z.string(), cpu: z.number().nullable(), memory: z.number().nullable() })),
});
export type DeviceMetricsResponse = z.infer<typeof DeviceMetricsResponse>;

/** Answers of restart, delete, save installations: a sentence to toast. */
export const DeviceMessageResponse = z.object({ message: z.string() });
