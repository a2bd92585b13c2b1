import type { App } from '@slack/bolt';
import { Limiter } from '../lib/limiter';

type Kind = 'action' | 'command' | 'view' | 'options' | 'shortcut' | 'event';
// Whatever Bolt hands a listener: passed on as it is, to the one handler its id names.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Args = any;
type Handler = (args: Args) => Promise<void>;
type Constraint = string | RegExp | { callback_id?: string | RegExp; type?: string };

/** The handlers of one kind: by exact id first, then the patterns in the order they were added. */
class Routes {
  private readonly exact = new Map<string, { type?: string; handler: Handler }[]>();
  private readonly patterns: { pattern: RegExp; type?: string; handler: Handler }[] = [];

  add(constraint: Constraint, handler: Handler): void {
    const { id, type } =
      typeof constraint === 'string' || constraint instanceof RegExp
        ? { id: constraint, type: undefined }
        : { id: constraint.callback_id ?? /(?:)/, type: constraint.type };
    if (typeof id === 'string') this.exact.set(id, [...(this.exact.get(id) ?? []), { type, handler }]);
    else this.patterns.push({ pattern: id, type, handler });
  }

  /** Every handler for this id (and payload type), as Bolt would have called them: at once. False: none. */
  async dispatch(id: string | undefined, type: string | undefined, args: Args): Promise<boolean> {
    if (id === undefined) return false;
    const matching = [...(this.exact.get(id) ?? []), ...this.patterns.filter((route) => route.pattern.test(id))].filter(
      (route) => route.type === undefined || route.type === type,
    );
    await Promise.all(matching.map((route) => route.handler(args)));
    return matching.length > 0;
  }
}

/** What names the handler of each kind of payload, as Bolt's own constraints read it. */
const ID_OF: Record<Kind, (args: Args) => [id: string | undefined, type: string | undefined]> = {
  action: ({ body, payload }) => [body.type === 'block_actions' ? payload?.action_id : undefined, body.type],
  command: ({ command }) => [command?.command, undefined],
  view: ({ body }) => [body.view?.callback_id, body.type],
  options: ({ body, payload }) => [payload?.action_id ?? body.callback_id, body.type],
  shortcut: ({ body }) => [body.callback_id, body.type],
  event: ({ event }) => [event?.type, undefined],
};

/**
 * The kind of payload Bolt's middleware arguments carry, as Bolt's own listeners tell them apart; `other`
 * for kinds casebot has no handler for at all (a legacy attachment's button, a dialog, a modal closed),
 * undefined for what is not casebot's to route (a function's own event, which its Bolt listener takes).
 */
function kindOf(args: Args): Kind | 'other' | undefined {
  const type: unknown = args.body?.type;
  if (args.command) return 'command';
  if (args.event) return args.event.type === 'function_executed' ? undefined : 'event';
  if (args.action) return type === 'block_actions' ? 'action' : 'other';
  if (args.view) return type === 'view_submission' ? 'view' : 'other';
  if (args.options) return type === 'block_suggestion' ? 'options' : 'other';
  if (args.shortcut) return 'shortcut';
  return undefined;
}

/** Told of a signed payload no handler is for: its kind, and the id it named (for one info line). */
type OnUnknown = (kind: Kind | 'other', id: string | undefined, type: string | undefined) => void;

/**
 * Interactions handled at once, at most: a burst beyond what the process can answer waits (before its
 * ack, so Slack and the people sending slow down) instead of piling up half-done in memory. A wait is
 * never longer than `maxWaitMs`, so every ack still comes within Slack's 3 s.
 */
interface Admission {
  limiter: Limiter;
  maxWaitMs: number;
}

/** casebot's admission: 64 interactions at once, a second at most waited for a turn. */
export const admission = (): Admission => ({ limiter: new Limiter(64), maxWaitMs: 1000 });

/**
 * casebot's listeners behind one global Bolt middleware. Bolt runs every listener's middleware for every
 * request (an array copy, an object spread and a promise each, whether or not it matches): with
 * thirty-odd listeners that was some 7% of a command's CPU, and with one listener per kind of payload
 * still a few percent. Here one middleware tells the kind, looks its handler up by id and ends the
 * chain. `routed(app).app` is the app to register listeners on (`function` and the rest go straight to
 * Bolt, which runs them when the middleware passes a payload on); `install()` adds it once all are in.
 */
export function routed(app: App, limit?: Admission, onUnknown?: OnUnknown): { app: App; install: () => void } {
  const routes = new Map<Kind, Routes>();
  const admit = limit
    ? (work: () => Promise<void>) => limit.limiter.runWithin(work, limit.maxWaitMs)
    : (work: () => Promise<void>) => work();
  const adder =
    (kind: Kind) =>
    (constraint: Constraint, ...listeners: Handler[]) => {
      const handler = listeners.at(-1);
      if (listeners.length !== 1 || !handler) throw new Error(`routed ${kind}: one listener, no middleware`);
      let kindRoutes = routes.get(kind);
      if (!kindRoutes) routes.set(kind, (kindRoutes = new Routes()));
      kindRoutes.add(constraint, handler);
    };
  const overrides: Partial<Record<string | symbol, unknown>> = Object.fromEntries(
    (Object.keys(ID_OF) as Kind[]).map((kind) => [kind, adder(kind)]),
  );
  const facade = new Proxy(app, {
    get(target, property) {
      if (property in overrides) return overrides[property];
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    app: facade,
    install() {
      // Answered at once, with one line saying what it was: Bolt would hold it 3 s and log an error.
      const unknown = async (
        kind: Kind | 'other',
        args: Args,
        [id, type]: [string | undefined, string | undefined],
      ) => {
        // Bolt acks events itself.
        if (kind === 'event') {
          onUnknown?.(kind, id, type);
          return;
        }
        onUnknown?.(kind, id, type ?? args.body?.type);
        if (typeof args.ack === 'function') await args.ack();
      };
      const empty = new Routes();
      // One global middleware for every payload: it ends the chain where casebot handles the payload, so
      // Bolt runs no listener's middleware for it (a function's own event goes on to its listener).
      app.use(async (args: Args) => {
        const kind = kindOf(args);
        if (kind === undefined) return args.next();
        if (kind === 'other') return unknown('other', args, [undefined, args.body?.type]);
        return admit(async () => {
          const named = ID_OF[kind](args);
          if (!(await (routes.get(kind) ?? empty).dispatch(...named, args))) await unknown(kind, args, named);
        });
      });
    },
  };
}
