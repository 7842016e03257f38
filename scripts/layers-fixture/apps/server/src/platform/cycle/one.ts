// Planted: no-circular (one.ts and two.ts import each other).
import { two } from './two.ts';

export const one = () => two;
