export * from './permissions.ts';
export * from './common.ts';
export * from './session.ts';
