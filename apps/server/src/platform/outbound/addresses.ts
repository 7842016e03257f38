import { isIP } from 'node:net';

/**
 * Which IP addresses outgoing requests may not reach, and why. The ranges are this machine, its
 * networks and the cloud's metadata service (169.254.169.254), plus the ranges that are never a public
 * server (documentation, benchmarking, multicast, reserved). IPv6 forms that carry an IPv4 address
 * (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, SIIT, NAT64 64:ff9b::/96, 6to4, Teredo) are
 * judged by that IPv4 address, so ::ffff:127.0.0.1 and ::ffff:7f00:1 are loopback too.
 */

interface Range { base: number[]; bits: number; why: string }

const LOOPBACK = 'a loopback address (this machine)';
const PRIVATE = 'a private network address';
const LINK_LOCAL = 'a link-local address (the cloud metadata service lives at 169.254.169.254)';
const UNSPECIFIED = 'an unspecified address ("this host")';
const CGNAT = 'a carrier-grade NAT address (100.64.0.0/10, a provider\'s internal network)';
const MULTICAST = 'a multicast address';
const RESERVED = 'a reserved or documentation address that no public server uses';

const v4 = (cidr: string, why: string): Range => {
  const [address = '', bits = '32'] = cidr.split('/');
  return { base: address.split('.').map(Number), bits: Number(bits), why };
};

const V4_REFUSED: Range[] = [
  v4('0.0.0.0/8', UNSPECIFIED),
  v4('10.0.0.0/8', PRIVATE),
  v4('100.64.0.0/10', CGNAT),
  v4('127.0.0.0/8', LOOPBACK),
  v4('169.254.0.0/16', LINK_LOCAL),
  v4('172.16.0.0/12', PRIVATE),
  v4('192.0.0.0/24', RESERVED),
  v4('192.0.2.0/24', RESERVED),
  v4('192.88.99.0/24', RESERVED),
  v4('192.168.0.0/16', PRIVATE),
  v4('198.18.0.0/15', RESERVED),
  v4('198.51.100.0/24', RESERVED),
  v4('203.0.113.0/24', RESERVED),
  v4('224.0.0.0/4', MULTICAST),
  v4('240.0.0.0/4', RESERVED),
];

const v6 = (prefix: string, bits: number, why: string): Range => ({ base: ipv6Bytes(prefix) ?? [], bits, why });

const V6_REFUSED: Range[] = [
  v6('::', 128, UNSPECIFIED),
  v6('::1', 128, LOOPBACK),
  v6('64:ff9b:1::', 48, PRIVATE),
  v6('100::', 64, RESERVED),
  v6('2001:db8::', 32, RESERVED),
  v6('fc00::', 7, `${PRIVATE} (unique local, fc00::/7)`),
  v6('fe80::', 10, 'a link-local address (fe80::/10)'),
  v6('fec0::', 10, `${PRIVATE} (site-local, fec0::/10)`),
  v6('ff00::', 8, MULTICAST),
];

function inRange(bytes: number[], range: Range): boolean {
  let bits = range.bits;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((range.base[i] ?? 0) & mask)) return false;
  }
  return true;
}

/** The 16 bytes of an IPv6 address (with or without brackets, a zone or a dotted IPv4 tail); undefined if it is none. */
export function ipv6Bytes(text: string): number[] | undefined {
  let address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(address) !== 6) return undefined;
  // A dotted IPv4 tail (::ffff:127.0.0.1) is the last two 16-bit words.
  address = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
    `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`);
  const [head = '', rest] = address.split('::');
  const headWords = head ? head.split(':') : [];
  const restWords = rest ? rest.split(':') : [];
  const fill = rest === undefined ? [] : new Array(8 - headWords.length - restWords.length).fill('0');
  return [...headWords, ...fill, ...restWords].flatMap((word) => {
    const value = Number.parseInt(word || '0', 16);
    return [value >> 8, value & 0xff];
  });
}

/** The IPv4 address an IPv6 address carries (mapped, compatible, SIIT, NAT64, 6to4, Teredo), else undefined. */
export function embeddedIpv4(bytes: number[]): string | undefined {
  const zero = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const last4 = () => bytes.slice(12, 16).join('.');
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), ::ffff:0:a.b.c.d (SIIT)
  if (zero(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return last4();
  if (zero(0, 12) && !zero(12, 15)) return last4();
  if (zero(0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zero(10, 12)) return last4();
  // 64:ff9b::/96, the well-known NAT64 prefix: the gateway connects to the IPv4 address in the last 32 bits.
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zero(4, 12)) return last4();
  // 2002::/16, 6to4: the IPv4 address follows the prefix.
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6).join('.');
  // 2001::/32, Teredo: the client's IPv4 address is the last 32 bits, inverted.
  if (bytes[0] === 0x20 && bytes[1] === 0x01 && bytes[2] === 0 && bytes[3] === 0) return bytes.slice(12, 16).map((b) => b ^ 0xff).join('.');
  return undefined;
}

/**
 * Why `address` (an IPv4 or IPv6 literal) may not be reached, in words for a message; undefined when it
 * may. Text that is no IP address at all is refused too (the caller passes resolved addresses only).
 */
export function refusedAddressReason(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare.replace(/%.*$/, ''));
  if (family === 4) {
    const bytes = bare.split('.').map(Number);
    return V4_REFUSED.find((range) => inRange(bytes, range))?.why;
  }
  if (family === 6) {
    const bytes = ipv6Bytes(bare);
    if (!bytes) return 'not an IP address';
    const carried = embeddedIpv4(bytes);
    if (carried) {
      const why = refusedAddressReason(carried);
      return why ? `${why}, carried in the IPv6 address as ${carried}` : undefined;
    }
    return V6_REFUSED.find((range) => inRange(bytes, range))?.why;
  }
  return 'not an IP address';
}
