import { WorkUnitStateId, WorkUnitTypeId } from '@portal/contracts';
import { and, desc, eq, isNotNull, notInArray } from 'drizzle-orm';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import { users } from '../../platform/identity/users.table.ts';
import type { SeedContext } from '../../platform/module.ts';
import { roleGrants, roles } from '../../platform/permissions/roles.table.ts';
import { workUnits } from '../workunits/workunits.table.ts';
import { createCommunicationActivitiesService } from './workunitcommunications.activities.ts';
import { createWorkUnitCommunicationsService } from './workunitcommunications.service.ts';

/** The seeded work units come first: each communication relates to one of the demo customer's incidents. */
export const seedAfter = ['workunits'];

const HOUR = 3_600_000;
const DONE = [WorkUnitStateId.Resolved, WorkUnitStateId.Closed, WorkUnitStateId.Canceled];

/** Emails of the accounts holding the built-in Customer role (the demo customer and partner). */
async function customerEmails(db: SeedContext['db']): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users)
    .innerJoin(roleGrants, eq(roleGrants.userId, users.userId))
    .innerJoin(roles, eq(roles.roleId, roleGrants.roleId))
    .where(and(eq(roles.name, 'Customer'), isNotNull(users.email)));
  return rows.map((r) => r.email!).filter(Boolean);
}

/**
 * Per demo tenant: an open communication (Confirmed Impact, next update within the hour) related to the
 * newest open incident each demo customer reported, so every one of them reads it in the Resolution Center, with
 * past and next steps (one internal); and an older resolved one for the grid. Made through the services
 * as the API makes them (the status rules apply: created Investigating, then moved on).
 */
export default async function seedWorkUnitCommunications({ db, config, tenants }: SeedContext): Promise<void> {
  if (tenants.length === 0) return;
  const service = createWorkUnitCommunicationsService({ db, config });
  const activities = createCommunicationActivitiesService({ db, communicationsService: service });
  const actor = operatorActor('seed');
  const emails = await customerEmails(db);
  const now = Date.now();
  const iso = (offset: number) => new Date(now + offset).toISOString();

  for (const tenant of tenants) {
    const incidents = (reportedBy?: string) => db.select({ workUnitId: workUnits.workUnitId }).from(workUnits)
      .where(and(
        eq(workUnits.tenantId, tenant.tenantId), eq(workUnits.workUnitTypeId, WorkUnitTypeId.Incident),
        notInArray(workUnits.stateId, DONE), reportedBy ? eq(workUnits.stakeHolderEmailAddress, reportedBy) : undefined,
      ))
      .orderBy(desc(workUnits.created)).limit(1);
    // The newest open incident of each demo customer of the tenant (so each reads it), else the newest open one.
    const mine = (await Promise.all(emails.map((email) => incidents(email)))).flat();
    const units = mine.length ? mine : await incidents();
    if (!units.length) continue;

    const base = {
      tenantId: tenant.tenantId, serviceManager: 'manager', eventStarted: iso(-2 * HOUR), eventEngaged: iso(-1.75 * HOUR),
      customerAssistanceRequired: false, nextUpdate: iso(HOUR), nextInternalUpdate: iso(0.5 * HOUR), internalBridge: 'https://bridge.example.com/outage',
    };
    const open = await service.create(actor, {
      ...base, title: `${tenant.name}: email delivery delayed`, currentImpact: 'Major', maximumImpact: 'Major', impactedServices: 'Email, Calendar',
      details: 'Outbound and inbound email is delayed by up to 30 minutes. Messages are queued, none are lost.',
    });
    await service.update(actor, open.workUnitCommunicationId, {
      ...base, title: open.title, status: 'ConfirmedImpact', currentImpact: 'Major', maximumImpact: 'Major', impactedServices: 'Email, Calendar',
      details: open.details, nextUpdate: iso(HOUR),
    });
    await service.addWorkUnits(actor, open.workUnitCommunicationId, units.map((u) => u.workUnitId));
    const steps: Array<[string, boolean, boolean]> = [
      ['Confirmed the delay on the mail relays and opened a bridge.', true, true],
      ['Moved the queue to the standby relay.', true, true],
      ['Drain the remaining queue and watch delivery times for an hour.', false, true],
      ['Ask the storage team why the relay disk filled up.', false, false],
    ];
    for (const [details, isComplete, isCustomerFacing] of steps) {
      await activities.create(actor, { workUnitCommunicationId: open.workUnitCommunicationId, details, isComplete, isCustomerFacing });
    }

    const resolved = await service.create(actor, {
      ...base, title: `${tenant.name}: VPN sign-in failures`, currentImpact: 'Minor', maximumImpact: 'Major', impactedServices: 'VPN',
      details: 'Some users could not sign in to the VPN.',
    });
    await service.update(actor, resolved.workUnitCommunicationId, {
      ...base, title: resolved.title, status: 'Resolved', currentImpact: 'None', maximumImpact: 'Major', impactedServices: 'VPN',
      details: resolved.details, rootCause: 'An expired certificate on one VPN gateway.', eventMitigated: iso(-HOUR), eventResolved: iso(-0.5 * HOUR), nextUpdate: null,
    });
    await activities.create(actor, { workUnitCommunicationId: resolved.workUnitCommunicationId, details: 'Renewed the gateway certificate.', isComplete: true, isCustomerFacing: true });
  }
}
