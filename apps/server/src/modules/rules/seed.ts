import { seedRules } from './rules.seed.ts';

/** The demo blocks, the devices' heartbeats, the action definitions and the protocols exist first (seed/index.ts reads this). */
export const seedAfter = ['blocks', 'devices', 'actiondefinitions', 'protocols'];

export default seedRules;
