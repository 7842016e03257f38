/**
 * The ids of part 2 §3 (devices, operations, packages) and its constants (§9). Where the spec names values but
 * not their numbers (device type, logging level, operation type, install status), the numbers are ours and
 * written in docs/areas/devices.md.
 */

/** A bit each, so a package's `operatingSystemRidsId` can name several (WinX64 | LinuxX64 = 5). */
export const OperatingSystem = { Unknown: 0, WinX64: 1, OsxX64: 2, LinuxX64: 4 } as const;
export const DeviceType = { Unknown: 0, Virtual: 1, Physical: 2, Script: 3 } as const;
export const DeviceLoggingLevel = { None: 0, All: 1 } as const;
export const FrequencyType = { OnDemand: 1, Recurring: 2, OneTimeKeepAlive: 3 } as const;
export const OperationType = {
  Unknown: 0, Authentication: 1, Synthetic: 2, Availability: 3, ApiRead: 4, LocalFileRead: 5, Metric: 6,
} as const;
export const OperationResultType = { Text: 1, Numeric: 2 } as const;
export const ParameterSource = { PortalEntry: 1, EnvironmentVariable: 2, SecuredValue: 3, RuntimeConfig: 4 } as const;
export const PackageType = {
  Watcher: 1, Command: 2, ScriptRunner: 3, AgentLogic: 4, AgentRunner: 5, AgentUpdater: 6, SecuredValue: 7,
} as const;
export const ExecutableType = { Executable: 1, Script: 2 } as const;
export const PackageVersionStatus = { Latest: 1, Archived: 2, PreRelease: 3 } as const;
/** A device's installation of a package; the agent reports all but AvailableForInstall and Pending. */
export const InstallStatus = {
  AvailableForInstall: 'AvailableForInstall', Pending: 'Pending', Installing: 'Installing', Installed: 'Installed',
  Failed: 'Failed', Refused: 'Refused',
} as const;
export type InstallStatus = (typeof InstallStatus)[keyof typeof InstallStatus];
/** Device and operation log entry types. */
export const LogEntryType = { Information: 'Information', Warning: 'Warning', Error: 'Error', Trace: 'Trace' } as const;
export type LogEntryType = (typeof LogEntryType)[keyof typeof LogEntryType];

/** Tracing choices in minutes (part 2 §5): -1 no change, 0 disabled. */
export const TRACE_MINUTE_CHOICES = [-1, 0, 10, 30, 60, 240, 480, 1440] as const;
export const HEARTBEAT_MAX_SECONDS = 999_999_999;
export const DEVICE_DESCRIPTION_MAX = 500;
export const OPERATION_INTERVAL_MIN_SECONDS = 30;
/** Pending device batches must stay under this (part 2 §5). */
export const PENDING_DEVICE_BATCH_LIMIT = 25;
/** The hide-inactive filter of pending devices: a ping within this many hours. */
export const PENDING_DEVICE_ACTIVE_HOURS = 24;
/** The default heartbeat of a newly promoted device, in seconds. */
export const DEFAULT_HEARTBEAT_SECONDS = 60;

/** The message paths of a device heartbeat packet (part 2 §3). */
export const DEVICE_CPU_METRIC = 'Metrics.DeviceCpu';
export const DEVICE_MEMORY_METRIC = 'Metrics.DeviceMemory';

/** HH:mm:ss, 24-hour. */
export const HHMMSS = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** Seconds of an HH:mm:ss interval, or null when it is not one. */
export function intervalSeconds(value: string): number | null {
  const match = HHMMSS.exec(value);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** The messages of part 2 §8, exactly as the spec writes them. */
export const deviceMessages = {
  saveInstallationsFailed: 'A problem occurred saving the installations. Please try again.',
  saveDeviceFailed: 'A problem occurred saving the device. Please try again.',
  saveTracingFailed: 'A problem occurred saving the device tracing. Please try again.',
  deleted: (device: string) => `Successfully deleted ${device}.`,
  hasOperations: (device: string) => `Could not delete ${device} because it has operations assigned to it.`,
  restartQueued: (device: string) => `Restart queued for ${device}.`,
  restartFailed: 'An error occurred trying to send restart signal to device.',
  copyNameFailed: 'Failed to copy Device Name to clipboard',
  promotePendingDevices: 'Promote Pending Devices',
  queued: '(Queued)',
} as const;

export const deviceOperationMessages = {
  intervalRequired: 'Interval is required',
  intervalFormat: 'Please enter the interval as HH:mm:ss (24-hour).',
  intervalMinimum: `The interval must be at least ${OPERATION_INTERVAL_MIN_SECONDS} seconds (00:00:30).`,
  frequencyNotOffered: 'This operation does not offer that frequency.',
  created: 'Device Operation created successfully.',
  updated: 'Device Operation updated successfully.',
  disabled: 'Device Operation disabled successfully.',
  enqueued: 'On Demand Device Operation enqueued successfully.',
  dequeued: 'On Demand Device Operation dequeued successfully.',
  notOnDemand: 'Only an On Demand operation can be queued.',
  cloned: 'Device Operations Cloned Successfully.',
  cloneSameDevice: 'Choose a device other than the one the operations come from.',
  cloneNoneSelected: 'Select at least one operation to clone.',
  loadOperationsFailed: 'Failed to retrieve operations data.',
  cannotBeUndone: 'Cannot be undone',
} as const;

export const packageMessages = {
  saveFailed: 'Failed to save package',
  loadOperationsFailed: 'Failed to retrieve operations data.',
  loadVersionsFailed: 'Failed to load package version data.',
  uploadFailed: 'A problem occurred uploading the bundle. Please try again.',
  versionDeleted: 'Package version deleted successfully.',
} as const;

export const pendingDeviceMessages = {
  tooMany: `Please select fewer than ${PENDING_DEVICE_BATCH_LIMIT} Devices.`,
  confirmPromote: 'Selected devices will be promoted to the current subscription. Are you sure?',
  confirmDelete: 'Selected devices will be permanently deleted. Are you sure?',
} as const;

export const packetMessages = {
  title: 'Packet',
  ruleMatches: 'Rule Matches',
  historyFailed: 'Failed to retrieve packet history.',
  logsFailed: 'Failed to retrieve packet logs.',
  ruleMatchesFailed: 'Failed to retrieve rule matches.',
  copyEntityIdFailed: 'An error occurred when trying to copy Entity Id.',
  loadFailed: 'Unable to load packets.',
} as const;
