import { z } from 'zod';
import { singleLine } from './common.ts';

export const VersionResponse = z.object({ version: z.string() });
export const EnvironmentResponse = z.object({ environmentName: z.string() });
export const EnvironmentColorResponse = z.object({ environmentColor: z.string() });
/** ISO 8601 date and time the license expires. */
export const LicenseExpirationResponse = z.object({ licenseExpiration: z.string() });
/** GET /api/{tenantId}/settings; agentDownloadUrl null means no download is offered. */
export const TenantSettingsResponse = z.object({ agentDownloadUrl: z.string().nullable() });
/** GET /v1/features/{feature}/enabled. */
export const FeatureEnabledResponse = z.boolean();
export const knownFeatures = ['I3ERequestForm', 'AssignmentGroupRequired'] as const;

export const TenantLookup = z.object({ tenantId: z.guid(), name: z.string() });
export const SubscriptionLookup = z.object({ subscriptionId: z.guid(), name: z.string(), tenantId: z.guid() });
export const LocationLookup = z.object({ locationId: z.guid(), name: z.string(), tenantId: z.guid().nullable() });
export type TenantLookup = z.infer<typeof TenantLookup>;
export type SubscriptionLookup = z.infer<typeof SubscriptionLookup>;
export type LocationLookup = z.infer<typeof LocationLookup>;

/**
 * A person or, from /api/peopleandgroups, a group (mail null). `userName` is what a work unit's people
 * fields store for a person (one identity per person, docs/areas/workunits.md); absent for a group.
 */
export const PersonOrGroup = z.object({
  displayName: z.string(),
  mail: z.string().nullable(),
  userName: z.string().optional(),
  kind: z.enum(['person', 'group']),
});
export type PersonOrGroup = z.infer<typeof PersonOrGroup>;
export const PeopleQuery = z.object({ searchTerm: z.string().max(200).check(singleLine()).optional() });
export const PEOPLE_SEARCH_LIMIT = 25;

/** The "grouped" dropdown answer: values grouped by tenant. */
export const GroupedDropdownResponse = z.array(z.object({
  groupId: z.string().nullable(),
  groupName: z.string(),
  items: z.array(z.object({ value: z.unknown(), label: z.string() })),
}));
export type GroupedDropdownResponse = z.infer<typeof GroupedDropdownResponse>;
