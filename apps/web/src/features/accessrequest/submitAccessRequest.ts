import { AccessRequestCreatedResponse, type AccessRequestBody, withoutInapplicableFields } from '@portal/contracts';
import { ApiError } from '../../kit/api.ts';

export const ACCESS_REQUEST_PATH = '/api/v1/accessrequest';

/**
 * Sends the public form without the fields its choices do not bring in: hidden fields keep their values
 * in the form, so switching the request type or designation back and forth would otherwise still send
 * them. Deliberately not through `api()`: the form is anonymous, so no bearer token goes with it even
 * when someone is signed in in this browser, and a 401 must not redirect to login.
 */
export async function submitAccessRequest(body: AccessRequestBody, signal?: AbortSignal): Promise<AccessRequestCreatedResponse | undefined> {
  const response = await fetch(ACCESS_REQUEST_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(withoutInapplicableFields(body)),
    signal,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  if (!response.ok) {
    const message = typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string' ? json.message : response.statusText;
    throw new ApiError(response.status, message, json);
  }
  const parsed = AccessRequestCreatedResponse.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
