import { seedProtocols } from './protocols.seed.ts';

/** The action definitions (the demo receiver's webhook) exist first (seed/index.ts reads this). */
export const seedAfter = ['actiondefinitions'];

export default seedProtocols;
