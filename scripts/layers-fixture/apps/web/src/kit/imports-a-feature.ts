// Planted: web-kit-imports-up (kit/ may not import a feature).
import { page } from '../features/x/page.ts';

export const kitPiece = page;
