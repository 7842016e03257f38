/** The request was not sent (or a redirect not followed) because of where it pointed; the message says why and what to do. */
export class OutboundRefusedError extends Error {
  override readonly name = 'OutboundRefusedError';
  readonly url: string;
  constructor(url: string, message: string) {
    super(message);
    this.url = url;
  }
}

/** The request was allowed but failed on the way: DNS, connection, TLS, timeout, a cut-off answer. */
export class OutboundNetworkError extends Error {
  override readonly name = 'OutboundNetworkError';
  readonly url: string;
  /** Node's error code when there is one (ECONNREFUSED, ENOTFOUND, ETIMEDOUT, …). */
  readonly code: string | undefined;
  constructor(url: string, message: string, options: { code?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.url = url;
    this.code = options.code;
  }
}
