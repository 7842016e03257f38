import { open, stat } from 'node:fs/promises';
import { type AgentOperation, OperationType, PackageType, ParameterSource } from '@portal/contracts';
import { guardReadablePath } from './file-guard.ts';
import { readJsonPath } from './json-path.ts';
import { CpuSampler, diskPercent, memoryPercent } from './metrics.ts';

export type Parameters = Record<string, string | null>;
export type PacketMessage = Record<string, unknown>;

export interface RunContext {
  /** Real paths of the --allow-read directories. */
  allowRead: string[];
  allowScripts: boolean;
  env: NodeJS.ProcessEnv;
}

/**
 * The operation's parameters by name: PortalEntry and RuntimeConfig values as given, EnvironmentVariable
 * read here from the agent's environment (the value names the variable), SecuredValue as the portal
 * resolved it. `secrets` lists the secured values so that the logger can hide them.
 */
export function resolveParameters(operation: AgentOperation, env: NodeJS.ProcessEnv): { values: Parameters; secrets: string[] } {
  const values: Parameters = {};
  const secrets: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.source === ParameterSource.EnvironmentVariable) values[parameter.name] = parameter.value ? env[parameter.value] ?? null : null;
    else values[parameter.name] = parameter.value;
    if (parameter.source === ParameterSource.SecuredValue && parameter.value) secrets.push(parameter.value);
  }
  return { values, secrets };
}

/** Why an operation is not run at all (and not retried): script packages without --allow-scripts. */
export function refusal(operation: AgentOperation, context: RunContext): string | null {
  const scripted = operation.packageTypeId === PackageType.ScriptRunner || operation.packageTypeId === PackageType.Command;
  if (scripted && !context.allowScripts) {
    return `Operation "${operation.label || operation.name}" belongs to a script or command package, which this agent refuses; start the agent with --allow-scripts to accept it.`;
  }
  return null;
}

const cpuSamplers = new Map<string, CpuSampler>();

/** Runs one operation; resolves with its packet message or throws an Error saying what went wrong. */
export async function runOperation(operation: AgentOperation, parameters: Parameters, context: RunContext): Promise<PacketMessage> {
  switch (operation.operationType) {
    case OperationType.Metric: return runMetric(operation.deviceOperationId, parameters);
    case OperationType.Availability: return runAvailability(parameters);
    case OperationType.ApiRead: return runApiRead(parameters);
    case OperationType.LocalFileRead: return runLocalFileRead(parameters, context.allowRead);
    default: throw new Error(`Operation type ${operation.operationType} is not one this agent runs (Metric, Availability, ApiRead, LocalFileRead).`);
  }
}

/** The packet of a failed run (operations.ts): no value, the reason in Diagnostics. */
export function failedMessage(error: string): PacketMessage {
  return { Value: null, Diagnostics: { Error: error } };
}

async function runMetric(deviceOperationId: string, parameters: Parameters): Promise<PacketMessage> {
  const metric = (parameters.metric ?? 'cpu').trim().toLowerCase();
  if (metric === 'cpu') {
    let sampler = cpuSamplers.get(deviceOperationId);
    if (!sampler) cpuSamplers.set(deviceOperationId, (sampler = new CpuSampler()));
    const value = sampler.percent();
    return { Value: value, Metrics: { DeviceCpu: value } };
  }
  if (metric === 'memory') {
    const value = memoryPercent();
    return { Value: value, Metrics: { DeviceMemory: value } };
  }
  if (metric === 'disk') {
    const value = await diskPercent(parameters.path || '/');
    return { Value: value, Metrics: { DiskUsedPercent: value } };
  }
  throw new Error(`The metric "${metric}" is not known; use cpu, memory or disk.`);
}

function httpUrl(value: string | null | undefined): URL {
  let url: URL;
  try {
    url = new URL(value ?? '');
  } catch {
    throw new Error(`The url "${value ?? ''}" is not an address; give an http:// or https:// one.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`The url "${value}" must start with http:// or https://.`);
  return url;
}

function timeoutMs(parameters: Parameters): number {
  const seconds = Number(parameters.timeoutSeconds ?? 10);
  return (Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 300) : 10) * 1000;
}

function describeFetchError(error: unknown, ms: number): string {
  const err = error as Error & { cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return `No answer within ${ms / 1000} s.`;
  return err.cause?.code ? `${err.cause.code}: ${err.cause.message ?? err.message}` : err.message;
}

async function runAvailability(parameters: Parameters): Promise<PacketMessage> {
  const url = httpUrl(parameters.url);
  const ms = timeoutMs(parameters);
  const expected = parameters.expectedStatus?.trim() ? Number(parameters.expectedStatus) : null;
  const started = performance.now();
  let status: number;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(ms), redirect: 'manual' });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    const latency = Math.round(performance.now() - started);
    throw Object.assign(new Error(describeFetchError(error, ms)), {
      packet: { Value: null, Metrics: { LatencyMs: latency }, States: { Available: false, StatusCode: null }, Diagnostics: { Error: describeFetchError(error, ms) } },
    });
  }
  const latency = Math.round(performance.now() - started);
  const available = expected != null ? status === expected : status >= 200 && status < 300;
  return { Value: latency, Metrics: { LatencyMs: latency }, States: { Available: available, StatusCode: status } };
}

async function runApiRead(parameters: Parameters): Promise<PacketMessage> {
  const url = httpUrl(parameters.url);
  const path = parameters.jsonPath?.trim();
  if (!path) throw new Error('The jsonPath parameter is empty; give a path such as data.items[0].value.');
  const ms = timeoutMs(parameters);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (parameters.authorization) headers.authorization = parameters.authorization;
  let body: string;
  let status: number;
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(ms) });
    status = response.status;
    body = await response.text();
  } catch (error) {
    throw new Error(describeFetchError(error, ms), { cause: error });
  }
  if (status < 200 || status >= 300) throw new Error(`${url.origin}${url.pathname} answered ${status}.`);
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    throw new Error(`${url.origin}${url.pathname} did not answer JSON.`);
  }
  const found = readJsonPath(document, path);
  if (!found.found) throw new Error(`The answer has no value at ${path}.`);
  return { Value: found.value };
}

const TAIL_BYTES = 64 * 1024;

async function runLocalFileRead(parameters: Parameters, allowRead: string[]): Promise<PacketMessage> {
  const file = await guardReadablePath(parameters.path ?? '', allowRead);
  const mode = (parameters.mode ?? 'lastLine').trim();
  const info = await stat(file);
  if (!info.isFile()) throw new Error(`${parameters.path} is not a file.`);
  if (mode === 'size') return { Value: info.size };
  if (mode !== 'lastLine') throw new Error(`The mode "${mode}" is not known; use size or lastLine.`);
  const length = Math.min(info.size, TAIL_BYTES);
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, info.size - length);
    const lines = buffer.subarray(0, bytesRead).toString('utf8').split(/\r?\n/).filter((line) => line.length > 0);
    return { Value: (lines.at(-1) ?? '').slice(0, 2000) };
  } finally {
    await handle.close();
  }
}
