import { randomUUID } from 'node:crypto';
import { type ControlResponse, type ControlSetResponse, type ControlStatusValue, controlStatusLabels } from '@portal/contracts';

/** The namespace of the portal's own OSCAL props. */
const NS = 'https://portal.example/ns/oscal/compliance';
export const OSCAL_VERSION = '1.1.2';

/** An OSCAL control id (a token: lower case, no spaces) from a catalog label: `AC-2` → `ac-2`, `1.1` → `1.1`. */
export const oscalControlId = (name: string) => name.toLowerCase().replace(/[^a-z0-9_.-]+/g, '-');

const state: Partial<Record<ControlStatusValue, 'satisfied' | 'not-satisfied'>> = {
  Compliant: 'satisfied', Exempt: 'satisfied', NonCompliant: 'not-satisfied', Poam: 'not-satisfied',
};

/**
 * One week of one tenant as an OSCAL assessment-results document: a result per control set, a finding per
 * control with a status (Compliant and Exempt satisfied, Non-Compliant and POAM not satisfied; the portal's
 * status in a prop), an observation per measured evidence. Controls without a status are reviewed but have
 * no finding. The assessment plan is not modelled: `import-ap` points at this document.
 */
export function assessmentResults(input: {
  tenantName: string; weekStart: string; weekEnd: string; sets: ControlSetResponse[]; now: Date;
}) {
  const { tenantName, weekStart, weekEnd, sets, now } = input;
  const findingOf = (control: ControlResponse, observationIds: string[]) => {
    const status = control.controlStatuses[0];
    if (!status || !state[status.status]) return [];
    return [{
      uuid: randomUUID(),
      title: `${control.name} ${control.title}`,
      description: `${tenantName}: ${controlStatusLabels[status.status]} for the week of ${weekStart.slice(0, 10)}.`,
      props: [{ name: 'compliance-status', ns: NS, value: status.status }],
      target: { type: 'objective-id', 'target-id': oscalControlId(control.name), status: { state: state[status.status] } },
      ...(observationIds.length ? { 'related-observations': observationIds.map((id) => ({ 'observation-uuid': id })) } : {}),
      ...(status.notes ? { remarks: status.notes } : {}),
    }];
  };
  return {
    'assessment-results': {
      uuid: randomUUID(),
      metadata: {
        title: `Compliance of ${tenantName}, week of ${weekStart.slice(0, 10)}`,
        'last-modified': now.toISOString(),
        version: weekStart.slice(0, 10),
        'oscal-version': OSCAL_VERSION,
      },
      'import-ap': { href: '#' },
      results: sets.map((set) => {
        const observations = new Map<string, { uuid: string; description: string; methods: string[]; collected: string; props: unknown[] }>();
        for (const control of set.controls) {
          if (!control.evidence) continue;
          observations.set(control.id, {
            uuid: randomUUID(),
            description: `${control.name}: ${control.evidence.summary}`,
            methods: ['TEST'],
            collected: now.toISOString(),
            props: [
              { name: 'evidence-source', ns: NS, value: control.evidence.source },
              { name: 'proposed-status', ns: NS, value: control.evidence.proposedStatus },
            ],
          });
        }
        const findings = set.controls.flatMap((c) => findingOf(c, observations.has(c.id) ? [observations.get(c.id)!.uuid] : []));
        return {
          uuid: randomUUID(),
          title: set.name,
          description: set.source ?? set.name,
          start: weekStart,
          end: weekEnd,
          'reviewed-controls': {
            'control-selections': [set.controls.length
              ? { 'include-controls': set.controls.map((c) => ({ 'control-id': oscalControlId(c.name) })) }
              : { 'include-all': {} }],
          },
          ...(observations.size ? { observations: [...observations.values()] } : {}),
          // OSCAL arrays hold at least one item: an empty one is left out.
          ...(findings.length ? { findings } : {}),
        };
      }),
    },
  };
}
