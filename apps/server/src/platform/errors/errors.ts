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
