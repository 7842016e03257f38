import { PackageVersionStatus } from '@portal/contracts';
import semver from 'semver';

export interface VersionState {
  packageVersionId: string;
  version: string;
  packageVersionStatusId: number;
}

/** SemVer 2 text in its normal form (a leading v and build metadata dropped), or null when it is none. */
export function normalVersion(text: string): string | null {
  const parsed = semver.parse(text.trim());
  return parsed ? parsed.version : null;
}

/** Newest first, by SemVer 2 precedence (1.10.0 above 1.9.0, 2.0.0 above 2.0.0-rc.1). */
export function bySemverDescending<T extends { version?: unknown }>(a: T, b: T): number {
  return semver.rcompare(String(a.version), String(b.version));
}

const isRelease = (v: VersionState) => semver.prerelease(v.version) === null;

/**
 * The status a new version takes among `existing`, and the versions whose status changes with it.
 * A pre-release is never Latest; a release above every other release becomes Latest and the previous
 * Latest becomes Archived; an older release uploaded later is Archived.
 */
export function statusOfNewVersion(existing: VersionState[], version: string): { status: number; archive: string[] } {
  if (semver.prerelease(version) !== null) return { status: PackageVersionStatus.PreRelease, archive: [] };
  const releases = existing.filter(isRelease);
  const newest = releases.every((v) => semver.gt(version, v.version));
  if (!newest) return { status: PackageVersionStatus.Archived, archive: [] };
  const archive = releases.filter((v) => v.packageVersionStatusId === PackageVersionStatus.Latest).map((v) => v.packageVersionId);
  return { status: PackageVersionStatus.Latest, archive };
}

/** After a version is deleted: the release to promote to Latest when none is left, if any. */
export function versionToPromote(remaining: VersionState[]): string | null {
  if (remaining.some((v) => v.packageVersionStatusId === PackageVersionStatus.Latest)) return null;
  const releases = remaining.filter(isRelease).sort(bySemverDescending);
  return releases[0]?.packageVersionId ?? null;
}
