import { z } from 'zod';
import { multiLine, odataList, singleLine } from './common.ts';
import { ExecutableType, OperatingSystem, PackageType, ParameterSource } from './devices-enums.ts';

const REQUIRED = 'This field is required.';
const MAX_200 = 'At most 200 characters are allowed.';
/** Optional text without control characters; `lines` lets a description keep its line breaks. */
const optionalText = (max: number, lines = false) =>
  z.string().trim().max(max, `At most ${max} characters are allowed.`).check(lines ? multiLine() : singleLine()).nullish();
const ALL_OS_BITS = OperatingSystem.WinX64 | OperatingSystem.OsxX64 | OperatingSystem.LinuxX64;
const idsOf = (values: Record<string, number>) => Object.values(values);
/** One of an enum's ids: bounded by the lowest and highest (the document says so), then one of them exactly. */
const oneOf = (values: Record<string, number>, message: string) =>
  z.number({ error: message }).int({ error: message, abort: true })
    .min(Math.min(...idsOf(values)), { error: message, abort: true }).max(Math.max(...idsOf(values)), { error: message, abort: true })
    .refine((v) => idsOf(values).includes(v), message);

export const packageCatalogMessages = {
  /** Shared packages (no tenant) are catalogue data of every tenant. */
  sharedNeedsAllTenants: 'Only administrators of all tenants can manage shared packages.',
  deleted: 'Package deleted successfully.',
  inUse: 'The package is installed on devices or its operations are assigned to devices; remove those first.',
  builtIn: 'The built-in agent package cannot be deleted.',
  versionInUse: 'This version is installed on devices and cannot be deleted; choose another version for them first.',
  packageType: 'Choose a package type.',
  executableType: 'Choose Executable or Script.',
  operatingSystems: `Choose operating systems as a sum of WinX64 1, OsxX64 2 and LinuxX64 4 (0 to ${ALL_OS_BITS}).`,
  parameterSource: 'Choose where the parameter comes from: PortalEntry, EnvironmentVariable, SecuredValue or RuntimeConfig.',
  duplicateParameter: (name: string) => `The parameter ${name} is defined twice.`,
  duplicateName: 'A package with this name already exists here.',
  // Upload (POST v1/packages/upload).
  labelRequired: 'label: This field is required.',
  fileRequired: 'Choose a file to upload (a part named file-0).',
  notMultipart: 'Send the upload as multipart/form-data with file-N parts and a label.',
  tooLarge: (limit: string) => `The file is larger than the upload limit of ${limit} (PACKAGE_MAX_BYTES).`,
  badVersion: (text: string) =>
    `"${text}" is not a SemVer 2 version (major.minor.patch[-prerelease], e.g. 1.4.0 or 2.0.0-beta1); give it in the version field or end the file name with it, e.g. agent-1.4.0.zip.`,
  noVersion: (fileName: string) =>
    `The version of ${fileName} is unknown: give it in the version field or end the file name with it, e.g. agent-1.4.0.zip.`,
  oneVersionField: 'The version field names one version: upload one file with it, or give each file its version in its name.',
  versionExists: (version: string) => `Version ${version} of this package already exists.`,
  duplicateUpload: (version: string) => `Version ${version} is in this upload twice.`,
  unknownField: (name: string) => `Unknown field ${name}: send file-N parts, label, and optionally version, tenantId and packageId.`,
  noPackageName: (fileName: string) => `Name the package: give packageId, or a file name such as agent-1.4.0.zip (${fileName} names none).`,
} as const;

export const ParameterDefinitionBody = z.object({
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100, 'At most 100 characters are allowed.').check(singleLine()),
  description: optionalText(500).transform((v) => v || null),
  required: z.boolean().default(false),
  source: oneOf(ParameterSource, packageCatalogMessages.parameterSource).default(ParameterSource.PortalEntry),
  defaultValue: optionalText(500).transform((v) => v ?? null),
});
export type ParameterDefinitionBody = z.infer<typeof ParameterDefinitionBody>;

/**
 * PUT v1/packages and POST v1/packages/{packageId}. A null tenantId makes the package shared by all tenants.
 * A field left out of an update keeps its value; left out of a create: none (0 operating systems, no parameters).
 */
export const PackageSaveBody = z.object({
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, MAX_200).check(singleLine()),
  description: optionalText(500, true),
  /** Left out of an update: the tenant does not change. */
  tenantId: z.guid('Please enter a valid GUID.').nullish(),
  packageTypeId: oneOf(PackageType, packageCatalogMessages.packageType),
  executableName: optionalText(200),
  executableTypeId: oneOf(ExecutableType, packageCatalogMessages.executableType).nullish(),
  referenceUrl: optionalText(2000),
  operatingSystemRidsId: z.number({ error: packageCatalogMessages.operatingSystems }).int(packageCatalogMessages.operatingSystems)
    .min(0, packageCatalogMessages.operatingSystems).max(ALL_OS_BITS, packageCatalogMessages.operatingSystems).optional(),
  parameterDefinitions: z.array(ParameterDefinitionBody).max(100, 'At most 100 parameters are allowed.')
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      for (const p of list) {
        const key = p.name.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: packageCatalogMessages.duplicateParameter(p.name) });
        seen.add(key);
      }
    }).optional(),
});
export type PackageSaveBody = z.input<typeof PackageSaveBody>;
export const PackageCreateBody = PackageSaveBody;
export const PackageUpdateBody = PackageSaveBody;

const ParameterDefinitionResponse = z.object({
  name: z.string(), description: z.string().nullable(), required: z.boolean(), source: z.number(), defaultValue: z.string().nullable(),
});

export const PackageVersionResponse = z.object({
  packageVersionId: z.guid(),
  packageId: z.guid(),
  version: z.string(),
  label: z.string(),
  /** PackageVersionStatus: Latest 1, Archived 2, PreRelease 3. */
  packageVersionStatusId: z.number().int(),
  fileName: z.string(),
  sizeBytes: z.number(),
  sha256: z.string(),
  createdBy: z.string().nullable(),
  created: z.string(),
});
export type PackageVersionResponse = z.infer<typeof PackageVersionResponse>;

export const OperationResponse = z.object({
  operationId: z.guid(),
  packageId: z.guid(),
  name: z.string(),
  description: z.string().nullable(),
  operationType: z.number().int(),
  defaultInterval: z.string(),
  frequencyDefinitions: z.array(z.number().int()),
  parameterDefinitions: z.array(ParameterDefinitionResponse),
  operationResultTypeId: z.number().int(),
  created: z.string(),
  modified: z.string(),
});
export type OperationResponse = z.infer<typeof OperationResponse>;

export const PackageResponse = z.object({
  packageId: z.guid(),
  tenantId: z.guid().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  packageTypeId: z.number().int(),
  executableName: z.string().nullable(),
  executableTypeId: z.number().int().nullable(),
  referenceUrl: z.string().nullable(),
  operatingSystemRidsId: z.number().int(),
  parameterDefinitions: z.array(ParameterDefinitionResponse),
  created: z.string(),
  modified: z.string(),
});
export type PackageResponse = z.infer<typeof PackageResponse>;

const TenantRef = z.object({ tenantId: z.guid(), name: z.string() }).partial().loose().nullable().optional();

/** GET v1/packages/{id}: the package, and what `$expand` asked for (tenant, operations, versions in SemVer order). */
export const PackageDetailResponse = PackageResponse.partial().extend({
  tenant: TenantRef,
  operations: z.array(OperationResponse.partial().loose()).optional(),
  versions: z.array(PackageVersionResponse.partial().loose()).optional(),
}).loose();
export type PackageDetailResponse = z.infer<typeof PackageDetailResponse>;

/** A row of GET v1/packages: the fields `$select` asked for, and `tenant` when expanded. */
export const PackageListItem = PackageResponse.partial().extend({ tenant: TenantRef }).loose();
export const PackageListResponse = odataList(PackageListItem);

/** A row of GetAvailableOperationsForDevice: the operation and, when expanded, its package. */
export const OperationListItem = OperationResponse.partial().extend({
  package: PackageResponse.partial().loose().nullable().optional(),
}).loose();
export const OperationListResponse = odataList(OperationListItem);

/** The answer of POST v1/packages/upload: the versions made, and the package they belong to. */
export const PackageUploadResponse = z.object({
  packageId: z.guid(),
  versions: z.array(PackageVersionResponse),
});
export type PackageUploadResponse = z.infer<typeof PackageUploadResponse>;

export const PackageMessageResponse = z.object({ message: z.string() });

/** Extensions a bundle's file name may end with; stripped before the version is looked for. */
const BUNDLE_EXTENSIONS = /(\.(zip|tar|gz|tgz|7z|nupkg|msi|exe|deb|rpm|pkg|dmg|mjs|js|sh|ps1|bin))+$/i;
const NAME_AND_VERSION = /^(.*?)[-_ ]v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)$/;

/** The package name and SemVer text at the end of a bundle's file name: `agent-1.4.0-beta1.zip` → agent, 1.4.0-beta1. */
export function nameAndVersionOf(fileName: string): { name: string; version: string } | null {
  const base = fileName.replace(/^.*[\\/]/, '').replace(BUNDLE_EXTENSIONS, '');
  const match = NAME_AND_VERSION.exec(base);
  return match ? { name: match[1]!.trim(), version: match[2]! } : null;
}
