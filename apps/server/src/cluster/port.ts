import { createServer } from 'node:net';
import { ConfigurationError } from '../config.ts';

/** The one line an operator reads when the portal cannot listen where PORT and HOST say; else undefined. */
export function listenProblem(port: number, host: string, error: unknown): ConfigurationError | undefined {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return new ConfigurationError(`PORT ${port} is taken by another program: stop it, or set PORT to a free port.`);
    case 'EACCES':
      return new ConfigurationError(`PORT ${port} needs privileges this user does not have: set PORT to 1024 or above.`);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return new ConfigurationError(`HOST ${host} is not an address of this machine: set HOST to one of its addresses, or 0.0.0.0 for all.`);
    default:
      return undefined;
  }
}

/**
 * Fails with the operator's line when PORT cannot be listened on, before anything is started: in a
 * cluster the error would otherwise surface in a server process, after the database has started.
 */
export async function assertCanListen(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => reject(listenProblem(port, host, error) ?? error));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve()));
  });
}
