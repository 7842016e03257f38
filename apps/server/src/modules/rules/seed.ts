import { seedRules } from './rules.seed.ts';

/** The demo blocks, the devices' heartbeats and the action definitions exist first (seed/index.ts reads this). */
export const seedAfter = ['blocks', 'devices', 'actiondefinitions'];

export default seedRules;
