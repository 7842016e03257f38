/**
 * What other features use of packets: the drawer of part 1 §2 (lazy-load it: `lazy(() => import('../packets/PacketDrawer.tsx'))`,
 * whose default export it is) and the list of an entity's newest packets.
 */
export { PacketDrawer, PacketDetails, type PacketDrawerProps } from './PacketDrawer.tsx';
export { PacketsList, NO_PACKET, packetSummary } from './PacketsList.tsx';
export { PACKET_POLL_MS, packetKeys, usePacket, usePackets } from './queries.ts';
