import type { CustomRoute } from '@slack/bolt';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { CaseApiCallEvent } from './case-api/client';
import type { OutcomeEvent } from './outcomes';

/** Prometheus metrics of one casebot process, in a registry of its own. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'casebot_' });
  const commands = new Counter({
    name: 'casebot_commands_total',
    help: 'Slash commands handled, by command and outcome',
    labelNames: ['name', 'outcome'],
    registers: [registry],
  });
  const actions = new Counter({
    name: 'casebot_actions_total',
    help: 'Button clicks, events, shortcuts, type-ahead queries and modal submissions handled, by name and outcome',
    labelNames: ['name', 'outcome'],
    registers: [registry],
  });
  const upstream = new Histogram({
    name: 'casebot_case_api_duration_seconds',
    help: 'Calls to the case service, retries included, by operation',
    labelNames: ['operation'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'casebot_case_api_errors_total',
    help: 'Failed calls to the case service, by operation and kind',
    labelNames: ['operation', 'kind'],
    registers: [registry],
  });

  const refused = new Counter({
    name: 'casebot_requests_refused_total',
    help: "Requests on Slack's paths refused before their signature was checked or because it was wrong, by reason",
    labelNames: ['reason'],
    registers: [registry],
  });
  const unverified = new Gauge({
    name: 'casebot_unverified_bodies',
    help: "Bodies on Slack's paths being read before their signature is checked",
    registers: [registry],
  });
  const unverifiedBytes = new Gauge({
    name: 'casebot_unverified_bytes',
    help: "Bytes of bodies on Slack's paths held before their signature is checked, by pool (reserve: small bodies only)",
    labelNames: ['pool'],
    registers: [registry],
  });

  // What casebot tells unasked: each delivery's outcome, the outbox behind it, the polls that fill it.
  const deliveries = new Counter({
    name: 'casebot_deliveries_total',
    help: 'Notices casebot told unasked (DMs, channel posts, cards updated in place, endings, admin alerts), by kind and outcome',
    labelNames: ['name', 'outcome'],
    registers: [registry],
  });
  const polls = new Histogram({
    name: 'casebot_poll_duration_seconds',
    help: 'One poll of one workspace (every kind it tells), delivery included, by result',
    labelNames: ['result'],
    buckets: [0.05, 0.25, 1, 5, 15, 30, 60, 120, 300],
    registers: [registry],
  });
  const pollCalls = new Counter({
    name: 'casebot_poll_calls_total',
    help: 'Calls to the case service made by polls, by workspace',
    labelNames: ['team'],
    registers: [registry],
  });
  const renewals = new Counter({
    name: 'casebot_slack_token_renewals_total',
    help: 'Renewals of rotating bot tokens by this replica, by result (renewed, refused, failed)',
    labelNames: ['result'],
    registers: [registry],
  });
  let outbox: OutboxSource | undefined;
  const outboxStats = async () => outbox?.outboxStats().catch(() => undefined);
  new Gauge({
    name: 'casebot_outbox_pending',
    help: 'Notices waiting in the outbox (all workspaces)',
    registers: [registry],
    async collect() {
      const stats = await outboxStats();
      if (stats) this.set(stats.pending);
    },
  });
  new Gauge({
    name: 'casebot_outbox_oldest_age_seconds',
    help: 'Age of the oldest notice waiting in the outbox (0 when none waits)',
    registers: [registry],
    async collect() {
      const stats = await outboxStats();
      if (stats) this.set(stats.oldestAgeSeconds);
    },
  });

  const rateLimited = new Counter({
    name: 'casebot_slack_rate_limited_total',
    help: 'Answers of 429 from Slack to what casebot tells unasked, by method (each holds the method)',
    labelNames: ['method'],
    registers: [registry],
  });
  const holdGauge = (name: string, help: string, value: (h: HoldStat) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['method'],
      registers: [registry],
      async collect() {
        const holds = await outbox?.holdStats().catch(() => undefined);
        if (!holds) return;
        this.reset();
        for (const h of holds) this.set({ method: h.method }, value(h));
      },
    });
  holdGauge('casebot_slack_holds', "Slack's Retry-After in force, by method (every replica's)", (h) => h.holds);
  holdGauge('casebot_slack_hold_seconds', 'The longest Retry-After left, by method', (h) => h.longestSeconds);

  return {
    registry,
    /** What the poller and the outbox's delivery tell, for the counters and histograms above. */
    pollEvents: {
      onDelivered(event: { name: string; outcome: string }) {
        deliveries.inc({ name: event.name, outcome: event.outcome });
      },
      onPolled(event: { teamId: string; result: string; durationMs: number; calls: number }) {
        polls.observe({ result: event.result }, event.durationMs / 1000);
        if (event.calls > 0) pollCalls.inc({ team: event.teamId }, event.calls);
      },
      onHeld: (method: string) => rateLimited.inc({ method }),
    },
    /** Where the outbox's and Slack's holds' gauges read from (the database), once it exists. */
    readOutbox(source: OutboxSource) {
      outbox = source;
    },
    /** What the request guard tells: each refusal, and how many bodies it is reading unverified. */
    guardEvents: {
      onRefused: (reason: string) => refused.inc({ reason }),
      onPending: (count: number) => unverified.set(count),
      onPendingBytes: (pool: string, bytes: number) => unverifiedBytes.set({ pool }, bytes),
    },
    /** A rotating bot token's renewal (OAuth mode with Slack's token rotation on). */
    onTokenRenewal: (result: string) => renewals.inc({ result }),
    onOutcome(event: OutcomeEvent) {
      (event.kind === 'command' ? commands : actions).inc({ name: event.name, outcome: event.outcome });
    },
    onCaseApiCall(event: CaseApiCallEvent) {
      upstream.observe({ operation: event.operation }, event.durationMs / 1000);
      if (event.error) upstreamErrors.inc({ operation: event.operation, kind: event.error.code });
    },
    route: {
      path: '/metrics',
      method: ['GET'],
      handler: (_req, res) => {
        registry.metrics().then(
          (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
          () => res.writeHead(500).end(),
        );
      },
    } satisfies CustomRoute,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

interface HoldStat {
  method: string;
  holds: number;
  longestSeconds: number;
}

/** The database's word on the outbox and Slack's holds. */
interface OutboxSource {
  outboxStats(): Promise<{ pending: number; oldestAgeSeconds: number }>;
  holdStats(): Promise<HoldStat[]>;
}
