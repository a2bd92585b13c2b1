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

/** The one Bolt listener of each kind: Bolt's widest constraint for it. */
const CATCH_ALL: Record<Kind, (app: App, listener: Handler) => void> = {
  action: (app, listener) => app.action({ type: 'block_actions' }, listener),
  command: (app, listener) => app.command(/(?:)/, listener),
  view: (app, listener) => app.view({ type: 'view_submission' }, listener),
  options: (app, listener) => app.options({ type: 'block_suggestion' }, listener),
  shortcut: (app, listener) => app.shortcut(/(?:)/, listener),
  event: (app, listener) => app.event(/(?:)/, listener),
};

/**
 * Signed payloads of kinds casebot has no handler for at all (a legacy attachment's button, a dialog, a
 * modal closed): answered at once as unknown, never left for Bolt to time out.
 */
const OTHER_KINDS: ((app: App, listener: Handler) => void)[] = [
  (app, listener) => app.action({ type: 'interactive_message' }, listener),
  (app, listener) => app.action({ type: 'dialog_submission' }, listener),
  (app, listener) => app.view({ type: 'view_closed' }, listener),
  (app, listener) => app.options({ type: 'dialog_suggestion' }, listener),
  (app, listener) => app.options({ type: 'interactive_message' }, listener),
];

/** Told of a signed payload no handler is for: its kind, and the id it named (for one info line). */
export type OnUnknown = (kind: Kind | 'other', id: string | undefined, type: string | undefined) => void;

/**
 * Interactions handled at once, at most: a burst beyond what the process can answer waits (before its
 * ack, so Slack and the people sending slow down) instead of piling up half-done in memory. A wait is
 * never longer than `maxWaitMs`, so every ack still comes within Slack's 3 s.
 */
export interface Admission {
  limiter: Limiter;
  maxWaitMs: number;
}

/** casebot's admission: 64 interactions at once, a second at most waited for a turn. */
export const admission = (): Admission => ({ limiter: new Limiter(64), maxWaitMs: 1000 });

/**
 * casebot's listeners behind one Bolt listener per kind of payload. Bolt runs every listener's
 * middleware for every request (an array copy, an object spread and a promise each, whether or not it
 * matches): with thirty-odd listeners that was some 7% of a command's CPU. Here each kind is one
 * listener that looks its handler up by id. `routed(app).app` is the app to register listeners on
 * (`function` and the rest go straight to Bolt); `install()` adds the dispatchers once all are in.
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
        // Bolt acks events itself; a function's event is its own listener's to ack (app.function).
        if (kind === 'event') {
          if (id !== 'function_executed') onUnknown?.(kind, id, type);
          return;
        }
        onUnknown?.(kind, id, type ?? args.body?.type);
        if (typeof args.ack === 'function') await args.ack();
      };
      for (const kind of Object.keys(ID_OF) as Kind[]) {
        const kindRoutes = routes.get(kind) ?? new Routes();
        CATCH_ALL[kind](app, (args) =>
          admit(async () => {
            const named = ID_OF[kind](args);
            if (!(await kindRoutes.dispatch(...named, args))) await unknown(kind, args, named);
          }),
        );
      }
      for (const add of OTHER_KINDS) add(app, (args) => unknown('other', args, [undefined, args.body?.type]));
    },
  };
}
