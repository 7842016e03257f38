import { PATCH_TEST_FAILED_MARKER, workUnitMessages } from '@portal/contracts';
import { ApiError } from '../../kit/api.ts';

/** The toast of a failed work unit save (§8); the panel shows the reason from saveErrorMessage too. */
export const WORK_UNIT_SAVE_FAILED = 'Failed to save the Work Unit.';

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    try {
      return JSON.stringify(value);
    } catch {
      return '';
    }
  }
  return '';
}

/**
 * The work unit messages a 4xx answer carries: an ASP.NET-style `errors.WorkUnit` list, or our
 * server's `message` ('field: problem; field: problem').
 */
export function workUnitMessagesOf(body: unknown): string[] {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body.trim() ? [body.trim()] : [];
  const record = body as Record<string, unknown>;
  const errors = record.errors;
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    const list = (errors as Record<string, unknown>).WorkUnit ?? (errors as Record<string, unknown>).workUnit;
    if (Array.isArray(list)) {
      const texts = list.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
      if (texts.length) return texts;
    }
  }
  if (typeof record.message === 'string' && record.message.trim()) {
    return record.message.split('; ').map((m) => m.trim()).filter(Boolean);
  }
  return [];
}

/**
 * The text shown when saving a work unit fails (§8): a concurrent edit (the failed JSON Patch test),
 * 4xx with or without the server's messages, 5xx, anything else (network).
 */
export function saveErrorMessage(error: unknown, { massEdit = false }: { massEdit?: boolean } = {}): string {
  const text = error instanceof ApiError ? `${error.message} ${textOf(error.body)}` : error instanceof Error ? error.message : textOf(error);
  if (text.includes(PATCH_TEST_FAILED_MARKER)) {
    return massEdit ? workUnitMessages.concurrentMassEdit : workUnitMessages.concurrentEdit;
  }
  if (error instanceof ApiError) {
    if (error.status >= 400 && error.status <= 499) {
      const messages = workUnitMessagesOf(error.body);
      return messages.length ? [...messages, workUnitMessages.refreshAndRetry].join('\n') : workUnitMessages.invalidInput;
    }
    if (error.status >= 500) return workUnitMessages.serverError;
  }
  return workUnitMessages.unknownError;
}
