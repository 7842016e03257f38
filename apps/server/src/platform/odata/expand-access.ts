import { forbidden } from '../errors/errors.ts';
import type { RowShape } from './projection.ts';
import { relationOf } from './scope.ts';
import type { EntityDef, ListOptions } from './types.ts';

/**
 * Refuses (403) an expansion, at any depth, of a relation whose permission the caller lacks. It runs
 * on every request, after the statement cache, because one shape is shared by callers of any rights.
 */
export function assertExpandAllowed(entity: EntityDef, shape: RowShape | undefined, options: ListOptions): void {
  for (const [name, inner] of Object.entries(shape?.expands ?? {})) {
    const relation = relationOf(entity, name);
    if (!relation) continue;
    if (relation.permission && !options.may?.(relation.permission)) {
      throw forbidden(`$expand: '${name}' needs the permission ${relation.permission}.`);
    }
    assertExpandAllowed(relation.entity(), inner, options);
  }
}
