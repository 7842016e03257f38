import { HttpError } from '../errors/errors.ts';

/** A mistake in the caller's OData query options; always answers 400 with a message naming the problem. */
export class ODataError extends HttpError {
  constructor(message: string) {
    super(400, message);
    this.name = 'ODataError';
  }
}

/** `$filter: unknown field 'foo' at position 12` (positions count from 1). */
export function errorAt(option: string, message: string, position: number): ODataError {
  return new ODataError(`${option}: ${message} at position ${position + 1}`);
}

/** The caller's text quoted in a message, shortened so a 4000-character literal does not fill it. */
export function quote(text: string, max = 40): string {
  return `'${text.length > max ? `${text.slice(0, max)}…` : text}'`;
}
