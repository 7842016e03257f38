import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.ts';
import { controlCharacterMessage, firstControlCharacter } from './common.ts';

/**
 * Every free-text field of every request schema refuses control characters (NUL above all: PostgreSQL
 * cannot store it), with the message the client form shows under the field (issue 26 item 5).
 */

const requestSchemaName = /(Body|Query|Input|Operation)$/;

/** The object shape behind a request schema (through a preprocess or pipe); undefined for non-objects. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  let current: unknown = schema;
  for (let depth = 0; depth < 5; depth++) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, z.ZodType>;
    if (!(current instanceof z.ZodPipe)) return undefined;
    current = current.in instanceof z.ZodObject ? current.in : current.out;
  }
  return undefined;
}

/** What a field is judged beside: the access request drops fields its choices do not bring in. */
const contexts: Record<string, object[]> = {
  AccessRequestBody: [
    { requestType: 'New Account', designation: 'Contractor', organization: 'Other' },
    { requestType: 'New Account', designation: 'Military' },
    { requestType: 'Password Reset' },
  ],
};
/**
 * Not text: a JSON Patch value is judged by the field it replaces (WorkUnitFields); an AgentOperation is
 * part of the portal's check-in answer, not of a request.
 */
const notText = new Set(['JsonPatchOperation.value', 'AgentOperation.name', 'AgentOperation.label']);

const issuesAt = (schema: z.ZodType, field: string, value: unknown, context: object = {}) => {
  const result = schema.safeParse({ ...context, [field]: value });
  return result.success ? [] : result.error.issues.filter((i) => i.path.length === 1 && i.path[0] === field).map((i) => i.message);
};

const requestSchemas = Object.entries(contracts)
  .filter(([name, value]) => requestSchemaName.test(name) && value instanceof z.ZodType)
  .map(([name, schema]) => [name, schema as z.ZodType] as const);

/** Fields that take plain text: a probe ("abc", or a path) raises no issue of their own where a number does (so the field is judged there). */
function textFields(name: string, schema: z.ZodType): Array<{ field: string; probe: string; context: object }> {
  return Object.keys(shapeOf(schema) ?? {}).flatMap((field) => {
    if (notText.has(`${name}.${field}`)) return [];
    for (const context of contexts[name] ?? [{}]) {
      if (field in context || issuesAt(schema, field, 12345, context).length === 0) continue;
      const probe = ['abc', '/abc'].find((p) => issuesAt(schema, field, p, context).length === 0);
      if (probe) return [{ field, probe, context }];
    }
    return [];
  });
}

describe('control characters in request text', () => {
  it('are found by code point, with line breaks and tabs allowed only in multi-line text', () => {
    expect(firstControlCharacter('E\u0000ve')).toBe(0);
    expect(firstControlCharacter('plain text, ünïcödé and emoji 🙂')).toBeUndefined();
    expect(firstControlCharacter('a\tb\r\nc')).toBe(9);
    expect(firstControlCharacter('a\tb\r\nc', true)).toBeUndefined();
    for (const c of ['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(firstControlCharacter(`x${c}y`, true)).toBe(c.charCodeAt(0));
    }
    expect(controlCharacterMessage(0)).toBe('Please remove the invisible control character U+0000 from this text.');
    expect(controlCharacterMessage(0x1b)).toContain('U+001B');
    expect(controlCharacterMessage(10)).toContain('on one line');
  });

  it('are refused in every text field of every request schema, with the message on that field', () => {
    const covered: string[] = [];
    const missing: string[] = [];
    for (const [name, schema] of requestSchemas) {
      for (const { field, probe, context } of textFields(name, schema)) {
        for (const bad of [`${probe}\u0000ve`, `${probe}\u001b[31m`, `${probe}\u0085`]) {
          const messages = issuesAt(schema, field, bad, context);
          if (!messages.includes(controlCharacterMessage(firstControlCharacter(bad)))) missing.push(`${name}.${field} ${JSON.stringify(bad)}: ${JSON.stringify(messages)}`);
        }
        covered.push(`${name}.${field}`);
      }
    }
    expect(missing).toEqual([]);
    // The walk reaches the schemas the issue names (and would silently cover nothing if shapes were missed).
    expect(covered).toEqual(expect.arrayContaining([
      'AccessRequestBody.firstName', 'AccessRequestBody.company', 'AccessRequestBody.grade', 'AccessRequestBody.targetAccountName', 'PeopleQuery.searchTerm', 'GrantUserQuery.searchTerm', 'WorkUnitCreateBody.title',
      'WorkUnitCreateBody.description', 'TenantSecretInput.name', 'TenantSecretInput.value', 'LocationSaveBody.name',
      'SubscriptionCreateBody.name', 'TokenCreateBody.description', 'WorkUnitNoteCreateBody.detail', 'ResolutionCenterCreateBody.title',
      'WorkUnitCategorySaveBody.name', 'WorkUnitSubcategorySaveBody.name', 'JsonPatchOperation.path',
    ]));
  });

  it('keep line breaks and tabs in multi-line text and refuse them in one-line text', () => {
    expect(issuesAt(contracts.WorkUnitCreateBody, 'description', 'First line\r\n\tsecond line')).toEqual([]);
    expect(issuesAt(contracts.WorkUnitNoteCreateBody, 'detail', 'a\nb')).toEqual([]);
    expect(issuesAt(contracts.TenantSecretInput, 'value', '-----BEGIN KEY-----\nabc\n-----END KEY-----')).toEqual([]);
    expect(issuesAt(contracts.WorkUnitCreateBody, 'title', 'Printer\non fire')).toEqual([controlCharacterMessage(10)]);
    expect(issuesAt(contracts.TenantSecretInput, 'name', 'api\tkey')).toEqual([controlCharacterMessage(9)]);
    // A line break pasted at the end of a name is trimmed away, not refused.
    expect(contracts.LocationSaveBody.parse({ name: 'Head office\n' }).name).toBe('Head office');
  });
});
