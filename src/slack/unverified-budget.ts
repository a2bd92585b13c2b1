import { isIPv4, isIPv6 } from 'node:net';

/** The room bodies may take before their signature says they are Slack's. */
export interface BudgetLimits {
  /** A body announced at most this long is one of Slack's everyday requests: it may use the reserve. */
  smallBytes: number;
  /** Bytes only announced small bodies may hold. */
  reserveBytes: number;
  /** Bytes every body may hold (small ones once the reserve is full). */
  sharedBytes: number;
  /** Bytes the bodies of one sender (an IPv4 address, an IPv6 /64) may hold together. */
  senderBytes: number;
}

export type Pool = 'reserve' | 'shared';

/** One body being read unverified: the bytes it holds, taken chunk by chunk, and given back once. */
export interface HeldBody {
  /** Makes room for `bytes` more: false when none can be made (the body is refused, 503). */
  take(bytes: number): boolean;
  /** Gives back everything it holds (idempotent). */
  release(): void;
}

export interface UnverifiedBudget {
  /**
   * A body starts: `announced` is its Content-Length (undefined when chunked: never small, since what it
   * will come to is unknown); `giveWay` ends it when a newer body needs its room.
   */
  open(sender: string, announced: number | undefined, giveWay: () => void): HeldBody;
}

interface Body {
  sender: string;
  small: boolean;
  held: Record<Pool, number>;
  giveWay: () => void;
  open: boolean;
}

/**
 * Room for unverified bodies, shared so that a stranger cannot keep Slack out: three limits (the reserve
 * for small bodies, the shared budget, and what one sender may hold) and one rule when a body needs room
 * and none is left: the body held longest gives way. Slack sends a body whole, at once, and is done with it
 * in milliseconds; whatever has been held longest is what a slow or stalled sender holds. So a stranger's
 * bodies, however many, small or large, announced or chunked, are let go as Slack's arrive, and keeping
 * the budgets full against Slack's traffic means sending their whole size again faster than Slack sends
 * one body.
 */
export function createUnverifiedBudget(
  limits: BudgetLimits,
  told: (pool: Pool, bytes: number) => void = () => undefined,
  onGaveWay: () => void = () => undefined,
): UnverifiedBudget {
  const pools: Record<Pool, { held: number; max: number }> = {
    reserve: { held: 0, max: limits.reserveBytes },
    shared: { held: 0, max: limits.sharedBytes },
  };
  const senders = new Map<string, number>();
  // In the order they started: the first is the one held longest.
  const bodies = new Set<Body>();

  const give = (body: Body) => {
    for (const pool of ['reserve', 'shared'] as const) {
      if (body.held[pool] === 0) continue;
      pools[pool].held -= body.held[pool];
      told(pool, pools[pool].held);
    }
    const left = (senders.get(body.sender) ?? 0) - body.held.reserve - body.held.shared;
    if (left > 0) senders.set(body.sender, left);
    else senders.delete(body.sender);
    body.held = { reserve: 0, shared: 0 };
  };
  const close = (body: Body) => {
    if (!body.open) return;
    body.open = false;
    give(body);
    bodies.delete(body);
  };
  /** The body held longest, other than `body`, that `fits` says would make room: it gives way. */
  const yieldOne = (body: Body, fits: (other: Body) => boolean) => {
    for (const other of bodies) {
      if (other === body || !fits(other)) continue;
      close(other);
      onGaveWay();
      other.giveWay();
      return true;
    }
    return false;
  };
  const holding = (pool: Pool, bytes: number) => (pools[pool].held + bytes <= pools[pool].max ? pool : undefined);

  return {
    open(sender, announced, giveWay) {
      const body: Body = {
        sender,
        small: announced !== undefined && announced <= limits.smallBytes,
        held: { reserve: 0, shared: 0 },
        giveWay,
        open: true,
      };
      bodies.add(body);
      return {
        take(bytes) {
          if (!body.open) return false;
          // Each pass either takes the room or lets one older body go: at most as many passes as bodies.
          for (;;) {
            if ((senders.get(sender) ?? 0) + bytes > limits.senderBytes) {
              if (yieldOne(body, (other) => other.sender === sender)) continue;
              return false;
            }
            const pool = (body.small ? holding('reserve', bytes) : undefined) ?? holding('shared', bytes);
            if (pool) {
              body.held[pool] += bytes;
              pools[pool].held += bytes;
              senders.set(sender, (senders.get(sender) ?? 0) + bytes);
              told(pool, pools[pool].held);
              return true;
            }
            const frees = (other: Body) => other.held.shared > 0 || (body.small && other.held.reserve > 0);
            if (!yieldOne(body, frees)) return false;
          }
        },
        release: () => close(body),
      };
    },
  };
}

/**
 * Who sent a request, as the budget counts senders: an IPv4 address, or the /64 of an IPv6 one (one
 * household or server gets a whole /64, so counting addresses inside it would count nothing).
 */
export function senderOf(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = (address.split('%')[0] ?? '').split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back]
    : front;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
