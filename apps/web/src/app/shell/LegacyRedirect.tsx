import { Navigate, useParams } from 'react-router';

/** `/{tenantId?}/workUnits/{id}/edit` → `/{tenantId?}/workunitsv2?workUnitId={id}`, replacing history. */
export function legacyWorkUnitTarget(tenantId: string | undefined, workUnitId: string): string {
  const query = `?workUnitId=${encodeURIComponent(workUnitId)}`;
  return tenantId ? `/${tenantId}/workunitsv2${query}` : `/workunitsv2${query}`;
}

export function LegacyWorkUnitRedirect() {
  const { tenantId, workUnitId } = useParams();
  return <Navigate to={legacyWorkUnitTarget(tenantId, workUnitId ?? '')} replace />;
}

/**
 * `/{tenantId?}/workunits/index`, the old experience's list. This portal has no old experience, so a
 * bookmark of it lands on the work units grid instead of the not-found page (docs/areas/workunits.md).
 */
export function LegacyWorkUnitListRedirect() {
  const { tenantId } = useParams();
  return <Navigate to={tenantId ? `/${tenantId}/workunitsv2` : '/workunitsv2'} replace />;
}
