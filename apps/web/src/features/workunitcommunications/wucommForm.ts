import {
  CommunicationImpact, CommunicationStatus, NEW_COMMUNICATION_STATUS, communicationIssues, communicationMessages, isClosedCommunicationStatus,
  type WorkUnitCommunicationResponse, type WorkUnitCommunicationSaveBody,
} from '@portal/contracts';
import { z } from 'zod';

/**
 * The communication panel's form (part 3 §3 WorkUnitCommunication, §4 Communication status, §5): every field
 * a person sets, and the status rules the server applies too (contracts' communicationIssues). Pure, so the
 * rules are unit-tested.
 */
export interface WuCommFormValues {
  title: string;
  tenantId: string | null;
  /** The program manager, stored as a user principal name (the people search's user name). */
  serviceManager: string | null;
  status: CommunicationStatus;
  details: string | null;
  customerAssistanceRequired: boolean;
  rootCause: string | null;
  eventStarted: string | null;
  eventEngaged: string | null;
  eventMitigated: string | null;
  eventResolved: string | null;
  nextUpdate: string | null;
  nextInternalUpdate: string | null;
  maximumImpact: CommunicationImpact | null;
  currentImpact: CommunicationImpact | null;
  impactedServices: string | null;
  internalBridge: string | null;
}

export const WUCOMM_FORM_FIELDS = [
  'title', 'tenantId', 'serviceManager', 'status', 'details', 'customerAssistanceRequired', 'rootCause', 'eventStarted', 'eventEngaged',
  'eventMitigated', 'eventResolved', 'nextUpdate', 'nextInternalUpdate', 'maximumImpact', 'currentImpact', 'impactedServices', 'internalBridge',
] as const satisfies readonly (keyof WuCommFormValues)[];

/** The panel's field names, for the invalid tooltip. */
export const wucommFieldLabels: Record<keyof WuCommFormValues, string> = {
  title: 'Title',
  tenantId: 'Tenant',
  serviceManager: 'Program Manager',
  status: 'Status',
  details: 'Details',
  customerAssistanceRequired: 'Customer Assistance Required',
  rootCause: 'Root Cause',
  eventStarted: 'Event Started',
  eventEngaged: 'Event Engaged',
  eventMitigated: 'Event Mitigated',
  eventResolved: 'Event Resolved',
  nextUpdate: 'Next Customer Update',
  nextInternalUpdate: 'Next Internal Update',
  maximumImpact: 'Maximum Impact',
  currentImpact: 'Current Impact',
  impactedServices: 'Impacted Services',
  internalBridge: 'Internal Bridge',
};

export const isClosedStatus = isClosedCommunicationStatus;

/** A new communication: locked to Investigating (§4), in the screen's tenant. */
export function newWuCommValues(tenantId: string | null): WuCommFormValues {
  return {
    title: '', tenantId, serviceManager: null, status: NEW_COMMUNICATION_STATUS, details: null, customerAssistanceRequired: false, rootCause: null,
    eventStarted: null, eventEngaged: null, eventMitigated: null, eventResolved: null, nextUpdate: null, nextInternalUpdate: null,
    maximumImpact: null, currentImpact: null, impactedServices: null, internalBridge: null,
  };
}

/** A saved communication as the form holds it (missing and empty values are null). */
export function wucommToForm(record: Partial<WorkUnitCommunicationResponse>): WuCommFormValues {
  const values = newWuCommValues(null) as unknown as Record<string, unknown>;
  const source = record as Record<string, unknown>;
  for (const field of WUCOMM_FORM_FIELDS) {
    const value = source[field];
    if (value !== undefined && value !== '') values[field] = value;
  }
  values.customerAssistanceRequired = Boolean(record.customerAssistanceRequired);
  return values as unknown as WuCommFormValues;
}

/** The body of a create (PUT) or an update (POST, without the tenant, which does not change). */
export function toSaveBody(values: WuCommFormValues, isNew: boolean): WorkUnitCommunicationSaveBody {
  const { tenantId, ...rest } = values;
  const body = {
    ...rest,
    title: rest.title.trim(),
    serviceManager: (rest.serviceManager ?? '').trim(),
    eventStarted: rest.eventStarted ?? '',
    eventEngaged: rest.eventEngaged ?? '',
    // §4: a closed communication has no next update.
    nextUpdate: isClosedStatus(rest.status) ? null : rest.nextUpdate,
  };
  return (isNew ? { ...body, tenantId: tenantId ?? undefined } : body) as WorkUnitCommunicationSaveBody;
}

/**
 * The values after the status changed (§4): a closed communication has no next update; a Resolved one keeps
 * its resolved time, filled with now when empty.
 */
export function withStatus(values: WuCommFormValues, status: CommunicationStatus, now: Date = new Date()): WuCommFormValues {
  const next = { ...values, status };
  if (isClosedStatus(status)) next.nextUpdate = null;
  if (status === 'Resolved' && !next.eventResolved) next.eventResolved = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  return next;
}

const text = z.string().nullable();
const instant = z.string().nullable();
const blank = (value: string | null | undefined) => !value?.trim();

export interface WuCommRuleContext {
  isNew: boolean;
  now?: () => number;
}

/** The form's schema with the rules of §4 and §5, in the contracts' words (the server answers the same). */
export function wucommFormSchema({ isNew, now = Date.now }: WuCommRuleContext) {
  return z
    .object({
      title: z.string(),
      tenantId: z.string().nullable(),
      serviceManager: text,
      status: CommunicationStatus,
      details: text,
      customerAssistanceRequired: z.boolean(),
      rootCause: text,
      eventStarted: instant,
      eventEngaged: instant,
      eventMitigated: instant,
      eventResolved: instant,
      nextUpdate: instant,
      nextInternalUpdate: instant,
      maximumImpact: CommunicationImpact.nullable(),
      currentImpact: CommunicationImpact.nullable(),
      impactedServices: text,
      internalBridge: text,
    })
    .superRefine((values, ctx) => {
      const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (blank(values.title)) problem('title', communicationMessages.titleRequired);
      if (!values.tenantId) problem('tenantId', communicationMessages.tenantRequired);
      if (blank(values.serviceManager)) problem('serviceManager', communicationMessages.serviceManagerRequired);
      if (!values.eventStarted) problem('eventStarted', communicationMessages.eventStartedRequired);
      if (!values.eventEngaged) problem('eventEngaged', communicationMessages.eventEngagedRequired);
      for (const issue of communicationIssues(values, { isNew, now: now() })) problem(issue.path, issue.message);
    });
}

export type WuCommFormSchema = ReturnType<typeof wucommFormSchema>;
