import { workUnitMessages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../kit/api.ts';
import { saveErrorMessage } from './saveErrors.ts';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, typeof body === 'object' && body && 'message' in body ? String(body.message) : `status ${status}`, body);

describe('saveErrorMessage (§8)', () => {
  it('recognises a concurrent edit by the failed JSON Patch test, for one work unit and for mass edit', () => {
    const conflict = apiError(409, { statusCode: 409, error: 'Conflict', message: "The current value 'a' at path 'title' is not equal to the test value 'b'." });
    expect(saveErrorMessage(conflict)).toBe(workUnitMessages.concurrentEdit);
    expect(saveErrorMessage(conflict, { massEdit: true })).toBe(workUnitMessages.concurrentMassEdit);
    expect(workUnitMessages.concurrentEdit).toBe('This Work Unit was modified by another user. Please discard your changes without saving and refresh it.');
  });

  it('shows a 4xx answer’s work unit messages followed by the refresh hint', () => {
    const invalid = apiError(400, { statusCode: 400, error: 'Bad Request', message: 'title: Please enter the title; severityId: Please choose a severity.' });
    expect(saveErrorMessage(invalid)).toBe('title: Please enter the title\nseverityId: Please choose a severity.\nPlease refresh the Work Unit and try again.');
    const aspNet = apiError(422, { errors: { WorkUnit: ['The work unit is locked.'] } });
    expect(saveErrorMessage(aspNet)).toBe('The work unit is locked.\nPlease refresh the Work Unit and try again.');
  });

  it('falls back to the invalid input text for a 4xx without messages', () => {
    expect(saveErrorMessage(new ApiError(400, 'Bad Request', undefined))).toBe(
      'Invalid user input was sent to the API. Please verify your input and try again.',
    );
  });

  it('names server errors and anything else', () => {
    expect(saveErrorMessage(apiError(500, { message: 'An unexpected error occurred. Please try again.' }))).toBe(
      'A server error prevented saving this Work Unit. These errors are often temporary. Please retry saving in just a moment.',
    );
    expect(saveErrorMessage(apiError(503, undefined))).toBe(workUnitMessages.serverError);
    expect(saveErrorMessage(new TypeError('Failed to fetch'))).toBe('An unknown error has occurred. Please retry saving in just a moment.');
  });
});
