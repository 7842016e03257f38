import { type JsonPatchOperation, PATCH_TEST_FAILED_MARKER } from '@portal/contracts';
import { badRequest, conflict } from '../../platform/errors/index.ts';

/**
 * JSON Patch (RFC 6902) over a flat record: add, replace and remove set or clear one field; test
 * compares a field with a value and fails the whole patch with 409 when they differ. Paths name one
 * field (`/title`), matched without regard to case as ASP.NET's JsonPatch does. move and copy are
 * refused: a work unit has no field whose value could sensibly move to another.
 */
export type PatchDocument = Record<string, unknown>;

export interface PatchRules {
  /** Fields that add, replace and remove may change. */
  writable: readonly string[];
  /** Fields that test may read (a superset of writable). */
  readable: readonly string[];
  /** Fields holding dates: compared as instants, so any ISO spelling of the same time is equal. */
  dateFields: readonly string[];
}

function unescapePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}

function fieldOf(path: string, allowed: readonly string[]): string | undefined {
  const segments = path.split('/').slice(1).map(unescapePointer);
  if (segments.length !== 1) return undefined;
  const wanted = segments[0]!.toLowerCase();
  return allowed.find((f) => f.toLowerCase() === wanted);
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** Loose equality of a stored value and a test value, as a client that diffed its form would expect. */
export function sameValue(current: unknown, expected: unknown, isDate: boolean): boolean {
  if (isEmpty(current) || isEmpty(expected)) return isEmpty(current) && isEmpty(expected);
  if (isDate) {
    const a = Date.parse(String(current));
    const b = Date.parse(String(expected));
    return !Number.isNaN(a) && a === b;
  }
  if (typeof current === 'number' || typeof expected === 'number') {
    return String(current).trim() !== '' && Number(current) === Number(expected);
  }
  if (typeof current === 'boolean' || typeof expected === 'boolean') return String(current) === String(expected);
  if (typeof current === 'object' || typeof expected === 'object') return JSON.stringify(current) === JSON.stringify(expected);
  return current === expected;
}

function show(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Whether `operations` write `field` with add or replace (remove clears it, test only reads it):
 * the patch itself sets the value, rather than leaving the one the record already had.
 */
export function writesField(operations: readonly JsonPatchOperation[], field: string): boolean {
  return operations.some((operation) => (operation.op === 'add' || operation.op === 'replace') && fieldOf(operation.path, [field]) === field);
}

/** Applies `operations` in order to a copy of `document`; the original is left alone. */
export function applyPatch(document: PatchDocument, operations: readonly JsonPatchOperation[], rules: PatchRules): PatchDocument {
  const out: PatchDocument = { ...document };
  for (const operation of operations) {
    const { op, path } = operation;
    if (op === 'move' || op === 'copy') throw badRequest(`The operation '${op}' is not supported.`);
    if (op === 'test') {
      const field = fieldOf(path, rules.readable);
      if (!field) throw badRequest(`The path '${path}' does not exist.`);
      if (!sameValue(out[field], operation.value, rules.dateFields.includes(field))) {
        throw conflict(`The current value '${show(out[field])}' at path '${field}' ${PATCH_TEST_FAILED_MARKER} '${show(operation.value)}'.`);
      }
      continue;
    }
    const field = fieldOf(path, rules.writable);
    if (!field) {
      const readOnly = fieldOf(path, rules.readable);
      throw badRequest(readOnly ? `The field '${readOnly}' cannot be changed.` : `The path '${path}' does not exist.`);
    }
    if (op === 'remove') out[field] = null;
    else {
      if (!('value' in operation)) throw badRequest(`The '${op}' operation at '${path}' needs a value.`);
      out[field] = operation.value === undefined ? null : operation.value;
    }
  }
  return out;
}
