import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { clearingMemo } from './lru';

/** Why an address may not be called: plain http, a query or fragment, or a place in a private network. */
export type AddressRefusal = 'plain_http' | 'query' | 'private';

/** Base URLs whose answer is kept (the workspaces' own, in practice). */
const REFUSALS_KEPT = 1000;

/** A lookup refused for the address it found: the code a failed connection carries. */
export const ADDRESS_REFUSED = 'CASEBOT_ADDRESS_REFUSED';

interface AddressPolicyOptions {
  /** Plain http allowed for every base URL (the operator's CASE_API_ALLOW_HTTP). */
  allowHttp: boolean;
  /** Hosts (names, IP addresses or CIDR ranges) that may be private (the operator's CASE_API_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  /** Base URLs the operator set (CASE_API_BASE_URL): their scheme and host are trusted as they are. */
  trusted: readonly string[];
}

/** Loopback, private, link-local and other addresses that are not the public internet. */
function privateRanges(): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const) {
    list.addSubnet(net, prefix, 'ipv4');
  }
  for (const [net, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const) {
    list.addSubnet(net, prefix, 'ipv6');
  }
  return list;
}

/**
 * Where casebot may send a workspace's case-service calls (with its api token and the person's name): an
 * https address on the public internet, with no query or fragment. Plain http and private addresses
 * (loopback, private, link-local, as a name resolves or as a literal) only where the operator allowed them,
 * and the operator's own CASE_API_BASE_URL always. A base URL any Slack admin types is otherwise a way
 * into the network casebot runs in. The same rule holds when a setting is saved and on every call (the
 * connection's own lookup refuses a name that resolves to a private address, so a name cannot change
 * its answer between the check and the call).
 */
export function createAddressPolicy(options: AddressPolicyOptions) {
  const blocked = privateRanges();
  const allowedNets = new BlockList();
  const allowedNames = new Set<string>();
  for (const entry of options.allowedHosts.map((h) => h.trim().toLowerCase()).filter(Boolean)) {
    const [net, prefix] = entry.split('/');
    const family = isIP(net ?? '');
    if (family && prefix !== undefined)
      allowedNets.addSubnet(net ?? '', Number(prefix), family === 6 ? 'ipv6' : 'ipv4');
    else if (family) allowedNets.addAddress(net ?? '', family === 6 ? 'ipv6' : 'ipv4');
    else allowedNames.add(entry);
  }
  // The operator's own addresses, whole origins (scheme, host and port): another port of the same host is
  // not theirs to vouch for.
  const trusted = new Set(
    options.trusted.flatMap((url) => {
      try {
        return [new URL(url).origin];
      } catch {
        return [];
      }
    }),
  );
  const bare = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();
  const isTrusted = (url: URL) => trusted.has(url.origin);

  /** An address may be connected to: public, or allowed by the operator (itself, its range, or its host's name). */
  const addressAllowed = (host: string, address: string) => {
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (allowedNames.has(bare(host)) || allowedNets.check(address, family)) return true;
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return !blocked.check(mapped, 'ipv4');
    return !blocked.check(address, family);
  };

  /** Why this URL may not be called as it is written (see refusal). */
  const refusalOf = (url: string): AddressRefusal | undefined => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return 'private';
    }
    if (parsed.search || parsed.hash) return 'query';
    // The operator's own CASE_API_BASE_URL is called as it is.
    if (isTrusted(parsed)) return undefined;
    if (parsed.protocol === 'http:' && !options.allowHttp) return 'plain_http';
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'plain_http';
    // A literal address is never looked up: it is checked here.
    const host = bare(parsed.hostname);
    if (isIP(host) && !addressAllowed(host, host)) return 'private';
    return undefined;
  };
  const refusals = clearingMemo<AddressRefusal | undefined>(REFUSALS_KEPT);
  // Each trusted origin followed by a path: a string that starts so has that origin.
  const trustedPrefixes = [...trusted].map((origin) => `${origin}/`);

  return {
    /** Why this URL may not be called as it is written; undefined when it may. */
    refusal(url: string): AddressRefusal | undefined {
      // The policy never changes and a workspace's base URL is asked about on every call: each is read once.
      return refusals(url, () => refusalOf(url));
    },

    /** Whether this URL is the operator's own (its connections are not looked at). */
    trusts(url: string | URL): boolean {
      // A URL written from a trusted origin on (a call's whole address) is that origin's, unread.
      if (typeof url === 'string' && trustedPrefixes.some((prefix) => url.startsWith(prefix))) return true;
      try {
        return isTrusted(typeof url === 'string' ? new URL(url) : url);
      } catch {
        return false;
      }
    },

    /** Whether `host` resolves only to addresses that may be called (a name that does not resolve may). */
    async resolvesAllowed(url: string): Promise<boolean> {
      if (this.trusts(url)) return true;
      const host = bare(new URL(url).hostname);
      if (isIP(host)) return addressAllowed(host, host);
      const found = await new Promise<LookupAddress[]>((resolve) =>
        dnsLookup(host, { all: true }, (error, addresses) => resolve(error ? [] : addresses)),
      );
      return found.every((a) => addressAllowed(host, a.address));
    },

    /** A `lookup` for the connection: the name's addresses, or an error when any may not be called. */
    lookup: ((hostname, lookupOptions, callback) => {
      dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
        if (error) return callback(error, lookupOptions.all ? [] : '');
        const refused = addresses.find((a) => !addressAllowed(hostname, a.address));
        if (refused) {
          const denied: NodeJS.ErrnoException = new Error(`${hostname} resolves to an address casebot may not call`);
          denied.code = ADDRESS_REFUSED;
          return callback(denied, lookupOptions.all ? [] : '');
        }
        if (lookupOptions.all) return callback(null, addresses);
        const [first] = addresses;
        return callback(null, first?.address ?? '', first?.family ?? 4);
      });
    }) satisfies LookupFunction,
  };
}

export type AddressPolicy = ReturnType<typeof createAddressPolicy>;
