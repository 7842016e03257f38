import type { SQL } from 'drizzle-orm';
import type { ColumnRef, ListOptions } from './types.ts';

type Where = NonNullable<ListOptions['where']>;

/**
 * Makes a route's `where` (ListOptions) once per caller: `whereFor(fullRecordScope)(actor)` is the
 * same function for the same actor object, and the statement cache, which knows a `where` by its
 * identity, then neither renders its conditions nor looks up their statement again. `scope` must
 * depend on the caller alone (a module-level function of the actor); conditions that take a route's
 * parameters go in a `where` made per request, which the cache renders each time.
 */
export function whereFor<C extends object>(scope: (caller: C, ref: ColumnRef) => SQL | undefined): (caller: C) => Where {
  const made = new WeakMap<C, Where>();
  return (caller) => {
    let where = made.get(caller);
    if (!where) made.set(caller, (where = (ref) => scope(caller, ref)));
    return where;
  };
}
