import { seedRules } from './rules.seed.ts';

/** The demo blocks, the devices' heartbeats, the action definitions, the protocols and the communications exist first (seed/index.ts reads this). */
export const seedAfter = ['blocks', 'devices', 'actiondefinitions', 'protocols', 'workunitcommunications'];

export default seedRules;
