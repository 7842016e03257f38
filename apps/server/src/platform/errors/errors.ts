import { tenantMoveMessage } from '@portal/contracts';

/** An error whose message is safe to show to the caller. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to one or more requested resources') =>
  new HttpError(403, message);
export const notFound = (what = 'The record') => new HttpError(404, `${what} was not found.`);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * An update that names a tenant other than its record's (null: shared by all tenants) is refused for
 * everyone, whatever they may do in either tenant: moving a record between tenants is not an edit,
 * since its history, notes and references belong where it was made (issue 26 item 19). Checked
 * after the record was found, so a record the caller cannot see still answers 404.
 */
export function assertTenantUnchanged(what: string, current: string | null, requested: string | null | undefined, field = 'tenantId'): void {
  if (requested === undefined) return;
  if ((requested?.toLowerCase() ?? null) !== (current?.toLowerCase() ?? null)) throw badRequest(`${field}: ${tenantMoveMessage(what)}`);
}
