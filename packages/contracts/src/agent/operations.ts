import { FrequencyType, OperationResultType, OperationType, ParameterSource } from '../devices-enums.ts';

/**
 * The operations of the built-in agent package: what the reference agent runs without arbitrary code. The
 * packages module seeds them (by name) and the agent dispatches on `operationType`; parameter names here
 * are the contract between the two.
 *
 * Packet messages the agent sends for an operation (entityId = the device operation):
 * - Metric: `{ Value: n, Metrics: { DeviceCpu | DeviceMemory | DiskUsedPercent: n } }` (percent, 0-100)
 * - Availability: `{ Value: latencyMs, Metrics: { LatencyMs }, States: { Available, StatusCode } }`
 * - ApiRead: `{ Value: <the value at jsonPath> }`
 * - LocalFileRead: `{ Value: <size in bytes | the last line> }`
 * A failed run sends `{ Value: null, Diagnostics: { Error: "<what went wrong>" } }` and an Error log entry.
 * The device's own heartbeat packet (entityId = the device) is `{ Metrics: { DeviceCpu, DeviceMemory } }`.
 */
export interface BuiltInOperation {
  name: string;
  description: string;
  operationType: number;
  defaultInterval: string;
  frequencyDefinitions: number[];
  operationResultTypeId: number;
  parameterDefinitions: Array<{ name: string; description: string; required: boolean; source: number; defaultValue: string | null }>;
}

const every = [FrequencyType.OnDemand, FrequencyType.Recurring, FrequencyType.OneTimeKeepAlive];
const portal = ParameterSource.PortalEntry;

export const AGENT_PACKAGE_NAME = 'Portal Agent';

export const builtInOperations: BuiltInOperation[] = [
  {
    name: 'Metric',
    description: 'CPU, memory or disk use of the machine, in percent.',
    operationType: OperationType.Metric,
    defaultInterval: '00:01:00',
    frequencyDefinitions: every,
    operationResultTypeId: OperationResultType.Numeric,
    parameterDefinitions: [
      { name: 'metric', description: 'cpu, memory or disk.', required: true, source: portal, defaultValue: 'cpu' },
      { name: 'path', description: 'For disk: a path on the file system to measure.', required: false, source: portal, defaultValue: '/' },
    ],
  },
  {
    name: 'Availability',
    description: 'An HTTP(S) check: the status code and how long the answer took.',
    operationType: OperationType.Availability,
    defaultInterval: '00:05:00',
    frequencyDefinitions: every,
    operationResultTypeId: OperationResultType.Numeric,
    parameterDefinitions: [
      { name: 'url', description: 'The http:// or https:// address to call.', required: true, source: portal, defaultValue: null },
      { name: 'timeoutSeconds', description: 'Give up after this many seconds.', required: false, source: portal, defaultValue: '10' },
      { name: 'expectedStatus', description: 'The status that counts as available; any 2xx when empty.', required: false, source: portal, defaultValue: null },
    ],
  },
  {
    name: 'ApiRead',
    description: 'An HTTP GET of a JSON document, reporting the value at a path such as data.items[0].value.',
    operationType: OperationType.ApiRead,
    defaultInterval: '00:05:00',
    frequencyDefinitions: every,
    operationResultTypeId: OperationResultType.Text,
    parameterDefinitions: [
      { name: 'url', description: 'The http:// or https:// address to read.', required: true, source: portal, defaultValue: null },
      { name: 'jsonPath', description: 'Dot path into the answer, e.g. status.value or items[0].name.', required: true, source: portal, defaultValue: null },
      { name: 'authorization', description: 'An Authorization header value, e.g. from a secured value.', required: false, source: ParameterSource.SecuredValue, defaultValue: null },
    ],
  },
  {
    name: 'LocalFileRead',
    description: "The size or the last line of a file under the directories the agent's configuration allows.",
    operationType: OperationType.LocalFileRead,
    defaultInterval: '00:05:00',
    frequencyDefinitions: every,
    operationResultTypeId: OperationResultType.Text,
    parameterDefinitions: [
      { name: 'path', description: 'The file to read; it must be under a directory given to the agent with --allow-read.', required: true, source: portal, defaultValue: null },
      { name: 'mode', description: 'size or lastLine.', required: false, source: portal, defaultValue: 'lastLine' },
    ],
  },
];
