-- The version report's rows (modules/versionreport/versionreport.entity.ts): one per installation the agent
-- reports Installed ('Installed') with a version chosen, on a device that is not deleted.
-- `outdated`: the installed version is not the package's Latest (status 1) while the package has one.
-- Packages are deleted for good and refused while installed, so a listed installation always has its
-- package; the left joins (on unique keys) let a count skip the packages and versions altogether.
-- A view, not correlated subqueries per row, so that the planner joins once, walks devices by name for the
-- default order (devices_tenant_name) and counts from indexes (devices_live, device_installations_listed).
-- Changing a column used here needs the view dropped and made again in the same migration.
CREATE VIEW "version_report_rows" AS
SELECT i."tenant_id", i."device_id", i."package_id", i."package_version_id",
  d."name" AS "device_name", d."subscription_id", p."name" AS "package_name",
  v."version" AS "installed_version", v."created" AS "installed_version_released",
  (v."package_version_status_id" IS DISTINCT FROM 1 AND EXISTS (
    SELECT 1 FROM "package_versions" l WHERE l."package_id" = i."package_id" AND l."package_version_status_id" = 1)) AS "outdated"
FROM "device_installations" i
JOIN "devices" d ON d."tenant_id" = i."tenant_id" AND d."device_id" = i."device_id" AND NOT d."is_deleted"
LEFT JOIN "packages" p ON p."package_id" = i."package_id"
LEFT JOIN "package_versions" v ON v."package_version_id" = i."package_version_id"
WHERE i."package_version_id" IS NOT NULL AND i."install_status" = 'Installed';
