import { account, caseSeries, fakeCase } from '../helpers/fake-cases';
import { Harness } from '../helpers/harness';

describe('running it: health, metrics, graceful shutdown', () => {
  const harness = new Harness({ accounts: { acme: account([fakeCase({ caseNumber: 1234 }), ...caseSeries(12)]) } });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  const base = () => harness.eventsUrl.replace(/\/slack\/events$/, '');

  it('answers GET /readyz when it can take Slack’s requests', async () => {
    const response = await fetch(`${base()}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, database: 'writable', ready: true });
  });

  it('answers GET /healthz with the database writable', async () => {
    const response = await fetch(`${base()}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, database: 'writable' });
  });

  it('counts commands by name and outcome, and case service calls and errors, at GET /metrics', async () => {
    await harness.ask('/case', '1234');
    await harness.ask('/case', '4321');
    harness.caseApi.fail({ status: 500 }, { status: 500 });
    await harness.ask('/cases', 'x');
    const response = await fetch(`${base()}/metrics`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/casebot_commands_total\{name="\/case",outcome="ok"\} 1/);
    expect(text).toMatch(/casebot_commands_total\{name="\/case",outcome="not_found"\} 1/);
    expect(text).toMatch(/casebot_commands_total\{name="\/cases",outcome="upstream_bad_answer"\} 1/);
    expect(text).toMatch(/casebot_case_api_duration_seconds_count\{operation="GetCases"\} [1-9]/);
    expect(text).toMatch(/casebot_case_api_errors_total\{operation="GetCases",kind="CASE_API_HTTP"\} 1/);
    expect(text).toMatch(/casebot_process_resident_memory_bytes \d+/);
    expect(text).not.toContain('tok-acme');
  });
});

describe('graceful shutdown', () => {
  it('stops taking requests, finishes the replies in flight, then closes the database', async () => {
    const harness = new Harness({ accounts: { acme: account(caseSeries(3)) } });
    await harness.start();
    harness.caseApi.latencyMs = 700;
    const { ack, id } = await harness.command('/cases', '');
    expect(ack.status).toBe(200);
    expect(harness.bot.inFlight.size).toBe(1);
    // close() stops the listener before it returns its promise (server.close() is called at once).
    const closing = harness.bot.close();
    // No new requests once shutdown began.
    await expect(harness.command('/cases', '')).rejects.toThrow();
    await closing;
    expect(harness.slack.postsFor(id)[0]?.text).toContain('Recent cases');
    // The database is closed once the replies are done.
    await expect(harness.bot.store.listWorkspaces()).rejects.toThrow();
    await harness.close();
  });
});
