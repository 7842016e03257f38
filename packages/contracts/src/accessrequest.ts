import { z } from 'zod';
import { singleLine } from './common.ts';

/**
 * The public 'I3E Account Request' form (part 2 §3, §5, §8): anyone may send it without signing in
 * (`POST /api/v1/accessrequest`); the server turns it into a work unit. The client form and the server
 * validate with this one schema.
 */

export const accessRequestTypes = ['New Account', 'Password Reset'] as const;
export const accessRequestSuffixes = ['Jr.', 'Sr.', 'II', 'III', 'IV'] as const;
/** IL5 is the default. */
export const accessRequestEnvironments = ['IL5', 'Commercial'] as const;
export const accessRequestCitizenships = ['U.S. Citizen', 'Foreign National'] as const;
export const accessRequestDesignations = ['Military', 'Civilian', 'Contractor'] as const;
export const accessRequestOrganizations = [
  'SSC', 'SLD 45 & 30', 'SAF/SQ', 'STARCOM', 'SpOC', 'USSG/HQ', 'NRO', 'SpRCO', 'INDOPACOM', 'AFRL', 'Other',
] as const;

/** The two example formats substituted into the spec's phone message. */
export const PHONE_EXAMPLES = ['555-555-5555', '(555) 555-5555'] as const;

export const accessRequestMessages = {
  requestType: 'Request type is required.',
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  middleInitial: 'Please enter a single character.',
  email: 'Please enter a valid email address.',
  phone: `Please enter a valid phone number (e.g. ${PHONE_EXAMPLES[0]} or ${PHONE_EXAMPLES[1]}).`,
  targetAccountName: 'Target account name is required.',
  environment: 'Environment is required.',
  citizenship: 'Citizenship is required.',
  designation: 'Designation is required.',
  grade: 'Grade is required.',
  company: 'Company is required.',
  organization: 'Organization is required.',
  specifyOrganization: 'Please specify an organization of at least 2 characters.',
  acknowledgement: 'Acknowledgement is required.',
  success: 'Successfully created access request.',
  failure: 'A problem occurred. Please try again.',
} as const;

/** What the two acknowledgement checkboxes say (the spec names them, not their text). */
export const accessRequestAcknowledgements = {
  acknowledgeUsage:
    'I acknowledge that this account is for official use only and that my use of the system may be monitored and recorded.',
  acknowledgeCredentials:
    'I acknowledge that I am responsible for protecting my credentials and will not share them with anyone.',
} as const;

/** US numbers with an optional +1: 555-555-5555, (555) 555-5555, 555.555.5555, 5555555555. */
const PHONE_PATTERN = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}$/;
const EMAIL = z.email();

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters are allowed.`).check(singleLine());
/** A select that may be left empty: '' (the form's "nothing chosen") becomes undefined. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).optional().transform((v) => (v === '' ? undefined : v));
const optionalText = (max: number) => text(max).optional().transform((v) => (v ? v : undefined));

export type AccessRequestType = (typeof accessRequestTypes)[number];

/** The fields that apply only to some choices (part 2 §5); the others are always asked for. */
const conditionalFields = [
  'targetAccountName', 'environment', 'citizenship', 'designation', 'grade', 'company', 'organization', 'specifyOrganization',
] as const;
type ConditionalField = (typeof conditionalFields)[number];

/** Which of the conditional fields the current choices bring in. */
export function applicableAccessRequestFields(choices: { requestType?: unknown; designation?: unknown; organization?: unknown }): Set<ConditionalField> {
  if (choices.requestType === 'Password Reset') return new Set(['targetAccountName']);
  if (choices.requestType !== 'New Account') return new Set();
  const fields = new Set<ConditionalField>(['environment', 'citizenship', 'designation', 'organization']);
  if (choices.designation === 'Military') fields.add('grade');
  if (choices.designation === 'Contractor') fields.add('company');
  if (choices.organization === 'Other') fields.add('specifyOrganization');
  return fields;
}

/**
 * The values without the fields the choices do not bring in (target account name only for a password
 * reset; environment, citizenship, designation and organization only for a new account; grade only for
 * military, company only for contractors, the specified organization only for Other). The form hides
 * those fields, so it does not send them, and the schema drops them before validating, so a value left
 * in one neither fails the request nor is stored.
 */
export function withoutInapplicableFields<T extends { requestType?: unknown; designation?: unknown; organization?: unknown }>(
  values: T,
): Omit<T, ConditionalField> & Partial<Pick<T, ConditionalField & keyof T>> {
  const applicable = applicableAccessRequestFields(values);
  const out: Record<string, unknown> = { ...values };
  for (const field of conditionalFields) if (!applicable.has(field)) delete out[field];
  return out as Omit<T, ConditionalField> & Partial<Pick<T, ConditionalField & keyof T>>;
}

const AccessRequestFields = z.object({
  requestType: z.enum(accessRequestTypes, { error: accessRequestMessages.requestType }),
  firstName: text(100).min(1, accessRequestMessages.firstName),
  lastName: text(100).min(1, accessRequestMessages.lastName),
  middleInitial: z
    .string()
    .trim()
    .regex(/^[A-Za-z]?$/, accessRequestMessages.middleInitial)
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  suffix: optionalChoice(accessRequestSuffixes),
  email: text(254).pipe(z.email(accessRequestMessages.email)),
  phone: text(40).regex(PHONE_PATTERN, accessRequestMessages.phone),
  /** Password Reset only: the account whose password is reset, written as an email address. */
  targetAccountName: optionalText(254),
  /** New Account only, like citizenship, designation and organization. */
  environment: optionalChoice(accessRequestEnvironments),
  citizenship: optionalChoice(accessRequestCitizenships),
  designation: optionalChoice(accessRequestDesignations),
  /** Military only. */
  grade: optionalText(50),
  /** Contractor only. */
  company: optionalText(200),
  organization: optionalChoice(accessRequestOrganizations),
  /** Organization Other only. */
  specifyOrganization: optionalText(200),
  acknowledgeUsage: z.boolean().refine((v) => v, accessRequestMessages.acknowledgement),
  acknowledgeCredentials: z.boolean().refine((v) => v, accessRequestMessages.acknowledgement),
});

/**
 * What the form holds before validation: '' for an empty select, and for the request type until one
 * is chosen (there is no default, so 'Request type is required.' can show).
 */
export type AccessRequestInput = Omit<z.input<typeof AccessRequestFields>, 'requestType'> & { requestType: AccessRequestType | '' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const AccessRequestBody = z
  .preprocess((values: AccessRequestInput) => (isRecord(values) ? withoutInapplicableFields(values) : values), AccessRequestFields)
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.requestType === 'Password Reset') {
      if (!body.targetAccountName) issue('targetAccountName', accessRequestMessages.targetAccountName);
      else if (!EMAIL.safeParse(body.targetAccountName).success) issue('targetAccountName', accessRequestMessages.email);
      return;
    }
    if (!body.environment) issue('environment', accessRequestMessages.environment);
    if (!body.citizenship) issue('citizenship', accessRequestMessages.citizenship);
    if (!body.designation) issue('designation', accessRequestMessages.designation);
    if (body.designation === 'Military' && !body.grade) issue('grade', accessRequestMessages.grade);
    if (body.designation === 'Contractor' && !body.company) issue('company', accessRequestMessages.company);
    if (!body.organization) issue('organization', accessRequestMessages.organization);
    if (body.organization === 'Other' && (body.specifyOrganization ?? '').length < 2) {
      issue('specifyOrganization', accessRequestMessages.specifyOrganization);
    }
  });
export type AccessRequestBody = z.output<typeof AccessRequestBody>;

/** The form's starting values: no request type chosen yet, IL5 the default environment. */
export const accessRequestDefaults: AccessRequestInput = {
  requestType: '',
  firstName: '',
  lastName: '',
  middleInitial: '',
  suffix: '',
  email: '',
  phone: '',
  targetAccountName: '',
  environment: 'IL5',
  citizenship: '',
  designation: '',
  grade: '',
  company: '',
  organization: '',
  specifyOrganization: '',
  acknowledgeUsage: false,
  acknowledgeCredentials: false,
};
