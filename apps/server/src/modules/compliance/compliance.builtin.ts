import type { Db } from '../../db/client.ts';
import { builtInControlSets } from './compliance.catalogs.ts';
import { createComplianceService } from './compliance.service.ts';

/**
 * Makes the built-in control sets (NIST SP 800-53 Rev 5 AC/AU/CM/IA/SI, CIS Controls v8 IG1) that are not there
 * yet: reference data every portal has, with demo data or without, made at each start under the startup lock
 * (a set already there, by name, is left as it is).
 */
export async function ensureBuiltInControlSets(db: Db): Promise<void> {
  const service = createComplianceService({ db });
  for (const set of builtInControlSets) {
    await service.ensureCatalog({ ...set, controls: set.controls.map((c) => ({ ...c, description: null, evidenceSource: c.evidenceSource ?? null })) });
  }
}
