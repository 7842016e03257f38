import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * How to close a listening app so that the requests it has begun are answered and nothing waits on
 * idle connections: fastify's close() stops listening and closes the connections idle at that moment,
 * but a connection answering a request then stays open for keep-alive (72 s, past the stop timeout).
 * Those answers are sent with `Connection: close` instead, so their connections end with them.
 */
export function closeAfterAnswering(app: FastifyInstance): () => Promise<void> {
  const answering = new Set<ServerResponse>();
  let closing = false;
  app.server.on('request', (_request, response: ServerResponse) => {
    if (closing) response.shouldKeepAlive = false;
    answering.add(response);
    response.once('close', () => answering.delete(response));
  });
  return async () => {
    closing = true;
    for (const response of answering) if (!response.headersSent) response.shouldKeepAlive = false;
    await app.close();
    while (answering.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
  };
}
