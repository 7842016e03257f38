import { z } from 'zod';
import { odataList, singleLine } from './common.ts';

const REQUIRED = 'This field is required.';
const text = z.string().trim().max(200, 'At most 200 characters are allowed.').check(singleLine()).nullish();

/** PUT v1/locations and POST v1/locations/{locationId}. A null tenantId makes the location shared by all tenants. */
export const LocationSaveBody = z.object({
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, 'At most 200 characters are allowed.').check(singleLine()),
  address1: text,
  address2: text,
  city: text,
  state: text,
  country: text,
  postalCode: text,
  coordinates: text,
  /** Left out of an update: the tenant does not change. */
  tenantId: z.guid('Please enter a valid GUID.').nullish(),
});
export type LocationSaveBody = z.infer<typeof LocationSaveBody>;
export const LocationCreateBody = LocationSaveBody;
export const LocationUpdateBody = LocationSaveBody;

export const LocationResponse = z.object({
  locationId: z.guid(),
  tenantId: z.guid().nullable(),
  name: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  postalCode: z.string().nullable(),
  coordinates: z.string().nullable(),
  tenant: z.object({ tenantId: z.guid(), name: z.string() }).nullable(),
  /** ISO 8601 timestamps. */
  created: z.string(),
  modified: z.string(),
});
export type LocationResponse = z.infer<typeof LocationResponse>;

export const locationMessages = {
  sharedNeedsAllTenants: 'Only administrators of all tenants can manage shared locations.',
  inUse: 'The location is in use and cannot be deleted.',
  /** `uses`: what uses it, e.g. "3 devices". */
  usedBy: (uses: string) => `The location is used by ${uses} and cannot be deleted.`,
  deleted: 'Location deleted successfully.',
} as const;

export const LocationDeletedResponse = z.object({ message: z.string() });

/** A row of `GET v1/locations`: the fields `$select` asked for, and `tenant` when expanded. */
export const LocationListItem = LocationResponse.partial().extend({
  tenant: z.object({ tenantId: z.guid(), name: z.string() }).partial().loose().nullable().optional(),
}).loose();
export const LocationListResponse = odataList(LocationListItem);
