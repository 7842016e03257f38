import type { AddressInfo } from 'node:net';
import type { Config } from '../../config.ts';
import { type OutboundClient, type ReservedTarget, createOutbound } from './request.ts';

export { refusedAddressReason } from './addresses.ts';
export { OutboundNetworkError, OutboundRefusedError } from './errors.ts';
export {
  DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_REDIRECTS, DEFAULT_TIMEOUT_MS, createOutbound,
  type OutboundClient, type OutboundOptions, type OutboundRequest, type OutboundResponse, type Resolver, type ReservedTarget,
} from './request.ts';

/**
 * The demo receiver's reserved host name (RFC 6761: `.invalid` never resolves). While the demo feed is on,
 * outbound connects it to the portal's own listener; every other name that resolves to loopback stays refused.
 */
export const DEMO_RECEIVER_HOST = 'demo-receiver.invalid';

/** ACTION_ALLOWED_HOSTS as a list of host names. */
export function allowedHostsOf(config: Pick<Config, 'ACTION_ALLOWED_HOSTS'>): string[] {
  return config.ACTION_ALLOWED_HOSTS.split(',').map((host) => host.trim()).filter(Boolean);
}

/** The port this process listens on, on the loopback address; undefined before it listens. */
export function ownListener(server: { address(): AddressInfo | string | null }): ReservedTarget {
  return () => {
    const address = server.address();
    if (!address || typeof address !== 'object') return undefined;
    // Listening on every address: connect over loopback; else to the one address it listens on.
    const wildcard = address.address === '0.0.0.0' || address.address === '::';
    return { host: wildcard ? '127.0.0.1' : address.address, port: address.port };
  };
}

/**
 * The portal's outbound client, as modules use it: the allow-list from the configuration, and the demo
 * receiver's host name mapped to this process's listener only when `demoReceiver` is true (DEMO_FEED).
 */
export function portalOutbound(config: Pick<Config, 'ACTION_ALLOWED_HOSTS'>, options: {
  demoReceiver: boolean;
  server: { address(): AddressInfo | string | null };
}): OutboundClient {
  const reservedHosts = new Map<string, ReservedTarget>();
  if (options.demoReceiver) reservedHosts.set(DEMO_RECEIVER_HOST, ownListener(options.server));
  return createOutbound({ allowedHosts: allowedHostsOf(config), reservedHosts });
}
