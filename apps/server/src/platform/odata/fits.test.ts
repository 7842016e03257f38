import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fitsSchema } from './fits.ts';
import type { RowShape } from './projection.ts';

const shape = (fields: string[], expands: Record<string, RowShape> = {}): RowShape => ({ fields, expands });

const Tenant = z.object({ tenantId: z.guid(), name: z.string() }).partial();
const Row = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  state: z.enum(['open', 'closed']),
  tenant: Tenant.nullable().optional(),
  notes: z.array(z.object({ text: z.string(), at: z.string() })).optional(),
}).partial({ title: true, state: true });

describe('fitsSchema', () => {
  const fits = fitsSchema(Row);

  it('accepts rows whose keys are all the schema has to say, plain values and nested objects alike', () => {
    expect(fits(shape(['id', 'title', 'state']))).toBe(true);
    expect(fits(shape(['id'], { tenant: shape(['name']), notes: shape(['text', 'at']) }))).toBe(true);
  });

  it('refuses a key the schema would strip, and a required key left out', () => {
    expect(fits(shape(['id', 'secret']))).toBe(false);
    expect(fits(shape(['id'], { tenant: shape(['name', 'notes']) }))).toBe(false);
    expect(fits(shape(['title']))).toBe(false);
    expect(fits(shape(['id'], { notes: shape(['text']) }))).toBe(false);
  });

  it('refuses values a parse would change or that are not plain, and no shape at all', () => {
    const transformed = fitsSchema(z.object({ id: z.number(), at: z.string().transform((s) => s.trim()), data: z.unknown() }).partial());
    expect(transformed(shape(['id']))).toBe(true);
    expect(transformed(shape(['id', 'at']))).toBe(false);
    expect(transformed(shape(['data']))).toBe(false);
    expect(fits(shape(['id', 'tenant']))).toBe(false);
    expect(fits(undefined)).toBe(false);
  });

  it('remembers its answer for a shape', () => {
    const once = shape(['id']);
    expect(fits(once)).toBe(true);
    once.fields.push('secret');
    expect(fits(once)).toBe(true);
  });
});
