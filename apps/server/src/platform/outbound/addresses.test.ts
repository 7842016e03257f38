import { describe, expect, it } from 'vitest';
import { ipv6Bytes, refusedAddressReason } from './addresses.ts';

describe('refusedAddressReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'], ['127.255.1.2', 'loopback'], ['0.0.0.0', 'unspecified'], ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'], ['172.16.0.1', 'private'], ['172.31.255.255', 'private'], ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrier-grade'], ['100.127.255.254', 'carrier-grade'],
    ['169.254.169.254', 'link-local'], ['169.254.0.1', 'link-local'],
    ['224.0.0.1', 'multicast'], ['239.255.255.250', 'multicast'], ['255.255.255.255', 'reserved'], ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'documentation'], ['198.18.0.1', 'reserved'],
    ['::1', 'loopback'], ['::', 'unspecified'], ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fe80::1', 'link-local'], ['fe80::1%eth0', 'link-local'], ['febf::1', 'link-local'],
    ['fc00::1', 'private'], ['fd12:3456::1', 'private'], ['ff02::1', 'multicast'], ['fec0::1', 'site-local'],
    // IPv4 inside IPv6: mapped, in dotted and in hex form, compatible, SIIT, NAT64, 6to4, Teredo.
    ['::ffff:127.0.0.1', 'loopback'], ['::ffff:7f00:1', 'loopback'], ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'], ['::ffff:a9fe:a9fe', 'link-local'], ['[::ffff:a9fe:a9fe]', 'link-local'],
    ['::127.0.0.1', 'loopback'], ['::7f00:1', 'loopback'], ['::ffff:0:127.0.0.1', 'loopback'], ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::127.0.0.1', 'loopback'], ['64:ff9b::7f00:1', 'loopback'], ['64:ff9b::a9fe:a9fe', 'link-local'], ['64:ff9b:1::1', 'private'],
    ['2002:7f00:1::1', 'loopback'], ['2002:a9fe:a9fe::', 'link-local'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'loopback'],
  ])('refuses %s (%s)', (address, word) => {
    const why = refusedAddressReason(address);
    expect(why).toBeDefined();
    expect(why).toContain(word === 'documentation' ? 'documentation' : word);
  });

  it.each([
    '8.8.8.8', '93.184.216.34', '172.32.0.1', '172.15.255.255', '100.128.0.1', '169.253.255.255', '1.1.1.1',
    '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1',
  ])('lets %s through', (address) => {
    expect(refusedAddressReason(address)).toBeUndefined();
  });

  it('refuses text that is no address', () => {
    expect(refusedAddressReason('localhost')).toBe('not an IP address');
    expect(refusedAddressReason('2130706433')).toBe('not an IP address');
  });

  it('reads every IPv6 spelling into the same bytes', () => {
    const loopbackMapped = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 127, 0, 0, 1];
    expect(ipv6Bytes('::ffff:127.0.0.1')).toEqual(loopbackMapped);
    expect(ipv6Bytes('::ffff:7f00:1')).toEqual(loopbackMapped);
    expect(ipv6Bytes('[0:0:0:0:0:ffff:7f00:1]')).toEqual(loopbackMapped);
    expect(ipv6Bytes('fe80::1%lo')).toEqual([0xfe, 0x80, ...new Array(13).fill(0), 1]);
    expect(ipv6Bytes('127.0.0.1')).toBeUndefined();
  });
});
