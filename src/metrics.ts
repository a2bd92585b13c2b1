import type { CustomRoute } from '@slack/bolt';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
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

  return {
    registry,
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
