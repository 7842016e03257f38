import { type Server, createServer } from 'node:net';

/**
 * Ports for tests, from the system: listen on port 0 (on every interface, as PostgreSQL and the portal
 * may), read the port the system chose, close, and hand it on. A random number from a range may
 * already be in use on a busy machine, and a fixed one collides with a second run; a port the system
 * has just handed out is free and, as it moves on through its range, not handed out again at once.
 * Ask right before starting what needs it (embedded PostgreSQL takes its port up front).
 *
 * Plain TypeScript without imports from the app, so the scripts (.mjs, run by Node, which strips the
 * types) and the security and browser suites use it too.
 */
export async function freePorts(count: number): Promise<number[]> {
  // Held open together, so the ports differ from each other.
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port: 0, exclusive: true }, () => resolve());
      });
    }
    return servers.map((server) => (server.address() as { port: number }).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }
}

/** One free port (see freePorts). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}
