import { readFileSync } from 'node:fs';

/** The portal's version, from the root package.json: the same whichever npm script (or none) runs the server. */
export const portalVersion: string = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).version;
