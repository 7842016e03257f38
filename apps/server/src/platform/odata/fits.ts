import type { z } from 'zod';
import type { RowShape } from './projection.ts';

/** The parts of a zod schema's definition read here (zod 4 keeps them on `def`). */
interface Def {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType): Def => schema.def as unknown as Def;

/** Types whose JSON comes out of a zod parse exactly as it went in. */
const plainTypes = new Set(['string', 'number', 'boolean', 'null', 'enum', 'literal']);

/** The schema under `optional`, `nullable` and `array` wrappers, with whether a value may be missing. */
function unwrap(schema: z.ZodType): { core: Def; optional: boolean } {
  let def = defOf(schema);
  let optional = false;
  while ((def.type === 'optional' || def.type === 'nullable' || def.type === 'array') && (def.innerType ?? def.element)) {
    if (def.type === 'optional') optional = true;
    def = defOf((def.innerType ?? def.element) as z.ZodType);
  }
  return { core: def, optional };
}

function fitsObject(shape: RowShape, def: Def): boolean {
  if (def.type !== 'object' || !def.shape) return false;
  const keys = def.shape;
  const written = new Set([...shape.fields, ...Object.keys(shape.expands)]);
  // A key the schema does not know would be stripped; a required key left out would fail the parse.
  for (const key of written) if (!Object.hasOwn(keys, key)) return false;
  for (const [key, schema] of Object.entries(keys)) {
    const { core, optional } = unwrap(schema);
    if (!written.has(key)) {
      if (!optional) return false;
      continue;
    }
    const expanded = shape.expands[key];
    if (expanded ? !fitsObject(expanded, core) : !plainTypes.has(core.type)) return false;
  }
  return true;
}

/**
 * A check of whether rows of a shape, as the translator writes them in JSON, are what a parse with
 * `rowSchema` would give back unchanged (same keys, plain values, nothing stripped, added or
 * transformed), so that the route may send PostgreSQL's JSON as it is. The answer is remembered per
 * shape, and the statement cache keeps one shape per query shape.
 */
export function fitsSchema(rowSchema: z.ZodType): (shape: RowShape | undefined) => boolean {
  const verdicts = new WeakMap<RowShape, boolean>();
  return (shape) => {
    if (!shape) return false;
    let fits = verdicts.get(shape);
    if (fits === undefined) {
      fits = fitsObject(shape, unwrap(rowSchema).core);
      verdicts.set(shape, fits);
    }
    return fits;
  };
}
