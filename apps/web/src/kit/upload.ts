import { ApiError } from './api.ts';

/** Where uploads read the signed-in user's token; main.tsx sets it beside the API client's. */
let getAccessToken: () => string | undefined = () => undefined;

export function configureUpload(hooks: { getAccessToken: () => string | undefined }): void {
  getAccessToken = hooks.getAccessToken;
}

export const UPLOAD_UNREACHABLE = 'The upload could not reach the portal. Please try again.';

/**
 * A multipart POST with its progress: `onProgress` gets the fraction of the body sent, 0 to 1. XMLHttpRequest,
 * since fetch reports no upload progress. Answers the JSON the server sent, or throws ApiError with its message.
 */
export function uploadWithProgress(path: string, body: FormData, onProgress: (fraction: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${globalThis.location?.origin ?? ''}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: unknown;
      try {
        answer = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        answer = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(answer);
        return;
      }
      const message = typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string'
        ? answer.message
        : request.statusText || `Request failed with status ${request.status}`;
      reject(new ApiError(request.status, message, answer));
    };
    request.onerror = () => reject(new ApiError(0, UPLOAD_UNREACHABLE, undefined));
    request.send(body);
  });
}
