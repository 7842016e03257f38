/**
 * `Idempotency-Key` on the create calls (docs/api.md, "Retrying a create"): the same key from the same
 * caller within a day answers the first request's answer instead of creating again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** At most this many characters, printable ASCII without spaces (a UUID fits). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export const idempotencyMessages = {
  invalidKey: `The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters without spaces; a new UUID for each create is a good choice.`,
  differentRequest: `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request. Send a new key with each new create; reuse a key only to retry the very same request.`,
  inProgress: `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being handled. Wait a few seconds, then send it again to get its answer.`,
  outcomeUnknown: `An earlier request with this ${IDEMPOTENCY_KEY_HEADER} did not finish (the server or its database failed), so it is not known whether it was saved. Look for the record before creating it again, with a new key.`,
  answerNotKept: `A request with this ${IDEMPOTENCY_KEY_HEADER} already succeeded. Its answer held a secret that is shown only once and is not kept; look for the record you created.`,
} as const;
