import { z } from 'zod';
import { multiLine, odataList, singleLine } from './common.ts';

const REQUIRED = 'This field is required.';
const requiredGuid = z.guid({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : 'Please enter a valid GUID.') });
const requiredName = z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, 'At most 200 characters are allowed.').check(singleLine());
const description = z.string().trim().max(1000, 'At most 1000 characters are allowed.').check(multiLine()).nullish();

/** Token lifetimes in years; 0 means the token never expires. */
export const tokenLifetimes = [1, 2, 3, 0] as const;
export const TOKEN_PREFIX = 'ptk_';

export const tokenMessages = {
  lifetime: 'Lifetime must be 1, 2 or 3 years, or 0 for forever.',
  alreadyRevoked: 'The token has already been revoked.',
} as const;

const lifetimeYears = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? REQUIRED : tokenMessages.lifetime),
  }),
);

/** PUT v1/tokens. */
export const TokenCreateBody = z.object({
  tenantId: requiredGuid,
  name: requiredName,
  description,
  lifetimeYears,
});
export type TokenCreateBody = z.infer<typeof TokenCreateBody>;

/** POST v1/tokens/{tokenGrantId}: only the name and description change; a tenantId must be the token's own. */
export const TokenUpdateBody = z.object({
  name: requiredName,
  description,
  tenantId: z.guid('Please enter a valid GUID.').optional(),
});
export type TokenUpdateBody = z.infer<typeof TokenUpdateBody>;

export const TokenResponse = z.object({
  tokenGrantId: z.guid(),
  tenantId: z.guid(),
  name: z.string(),
  description: z.string().nullable(),
  lifetimeYears: z.number().int(),
  createdBy: z.string().nullable(),
  /** ISO 8601 timestamps; expiresOn null means forever, revokedOn null means active. */
  created: z.string(),
  expiresOn: z.string().nullable(),
  revokedOn: z.string().nullable(),
  lastUsed: z.string().nullable(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** The creation answer: the only time the token text is ever shown. */
export const TokenCreatedResponse = TokenResponse.extend({ generatedToken: z.string() });
export type TokenCreatedResponse = z.infer<typeof TokenCreatedResponse>;

/** A row of `GET v1/tokens`: the fields `$select` asked for (all by default). Never the token text. */
export const TokenListItem = TokenResponse.partial().extend({
  tenant: z.object({ tenantId: z.guid(), name: z.string() }).partial().loose().nullable().optional(),
}).loose();
export const TokenListResponse = odataList(TokenListItem);
