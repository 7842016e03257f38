/**
 * Work units (spec part 3): enums with the spec's ids, the field schema shared by the server and the
 * client forms, the rules of §4 and §5 with their exact messages, and the request and response bodies.
 * One file each; this one gathers them, so callers import from '@portal/contracts' as before.
 */
export * from './workunit-enums.ts';
export * from './workunit-messages.ts';
export * from './workunit-fields.ts';
export * from './workunit-rules.ts';
export * from './workunit-bodies.ts';
export * from './workunit-responses.ts';
