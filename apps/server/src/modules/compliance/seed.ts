import { complianceWeekKey } from '@portal/contracts';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import type { SeedContext } from '../../platform/module.ts';
import { ensureBuiltInControlSets } from './compliance.builtin.ts';
import { createComplianceService } from './compliance.service.ts';

/** The built-in catalogs (NIST SP 800-53 Rev 5 AC/AU/CM/IA/SI, CIS Controls v8 IG1) and a few demo statuses. */
export default async function seedCompliance({ db, tenants }: SeedContext): Promise<void> {
  const service = createComplianceService({ db });
  await ensureBuiltInControlSets(db);
  const first = tenants[0];
  if (!first) return;
  const actor = operatorActor('seed');
  const week = complianceWeekKey(new Date());
  const [nist] = (await service.list(actor, { tenantId: first.tenantId, startDate: week })).value.filter((s) => s.name.startsWith('NIST'));
  const demo: Array<[string, 'Compliant' | 'NonCompliant' | 'Poam' | 'Exempt', string | null]> = [
    ['AC-1', 'Compliant', 'Access control policy reviewed by the security team.'],
    ['AC-2', 'Compliant', null],
    ['AC-7', 'Poam', 'Lockout after 5 attempts planned for next sprint.'],
    ['AU-2', 'NonCompliant', 'Event logging not enabled on the lab subscription.'],
    ['IA-2', 'Compliant', 'MFA enforced by the identity provider.'],
    ['SI-8', 'Exempt', 'No mail servers in scope.'],
  ];
  for (const [name, status, notes] of demo) {
    const control = nist?.controls.find((c) => c.name === name);
    if (control) await service.save(actor, { tenantId: first.tenantId, controlId: control.id, checkDate: week, status, notes });
  }
}
