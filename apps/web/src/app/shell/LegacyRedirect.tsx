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
