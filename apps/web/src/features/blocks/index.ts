/** What other features use of blocks: the work unit panel's related packets (block name, timestamp, value). */
export { RelatedPackets, packetValue } from './RelatedPackets.tsx';
