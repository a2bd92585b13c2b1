import { App, type BlockAction, type ButtonAction } from '@slack/bolt';
import { Limiter } from '../../src/lib/limiter';
import { routed } from '../../src/listeners/router';
import { waitUntil } from '../helpers/wait';

// The router behind casebot's listeners, on a real Bolt App: payloads go in through Bolt's own
// processEvent (as its receiver hands them over), and each reaches the handler its id names.
const newApp = () => new App({ authorize: async () => ({ botToken: 'xoxb-test' }), signingSecret: 'secret' });

describe('routed listeners', () => {
  const app = newApp();
  const heard: string[] = [];
  const routes = routed(app);
  const hear = (name: string) => async () => void heard.push(name);
  routes.app.action('open_case', hear('open_case'));
  routes.app.action(/^home_view_\d+$/, hear('home_view'));
  routes.app.shortcut({ callback_id: 'lookup', type: 'message_action' }, hear('lookup (message)'));
  routes.app.shortcut({ callback_id: 'lookup', type: 'shortcut' }, hear('lookup (global)'));
  routes.app.command('/case', hear('/case'));
  routes.app.view('settings', hear('settings'));
  routes.app.event('app_home_opened', hear('app_home_opened'));
  routes.install();

  const deliver = async (body: Record<string, unknown>) => {
    heard.length = 0;
    await app.processEvent({ body: { team: { id: 'T0ACME' }, ...body }, ack: async () => undefined });
    return [...heard];
  };
  const click = (actionId: string) =>
    deliver({
      type: 'block_actions',
      user: { id: 'U0ANN', team_id: 'T0ACME' },
      actions: [{ type: 'button', action_id: actionId, block_id: 'b', action_ts: '1' }],
    });

  it('adds no Bolt listener at all, whatever the number of handlers: one global middleware routes', () => {
    expect((app as unknown as { listeners: unknown[] }).listeners).toHaveLength(0);
  });

  it('answers a kind it has no handler for at once, and passes a function’s own event on to its listener', async () => {
    const other = newApp();
    const unknown: string[] = [];
    const routes2 = routed(other, undefined, (kind, _id, type) => unknown.push(`${kind} ${type}`));
    const ran: string[] = [];
    other.function('lookup_case', async ({ inputs }) => void ran.push(String(inputs.case_number)));
    routes2.install();
    let acked = 0;
    const deliver = (body: Record<string, unknown>) =>
      other.processEvent({ body: { team: { id: 'T0ACME' }, ...body }, ack: async () => void (acked += 1) });
    await deliver({ type: 'view_closed', user: { id: 'U0ANN' }, view: { id: 'V1', callback_id: 'settings' } });
    await deliver({ type: 'dialog_submission', user: { id: 'U0ANN' }, callback_id: 'old', submission: {} });
    expect(unknown).toEqual(['other view_closed', 'other dialog_submission']);
    expect(acked).toBe(2);
    await deliver({
      type: 'event_callback',
      team_id: 'T0ACME',
      event: {
        type: 'function_executed',
        function: { callback_id: 'lookup_case' },
        inputs: { case_number: '1234' },
        function_execution_id: 'Fx1',
        bot_access_token: 'xwfp-test',
      },
    });
    expect(ran).toEqual(['1234']);
    expect(unknown).toHaveLength(2);
  });

  it('finds a handler by its exact id or its pattern, and none for an id nobody handles', async () => {
    expect(await click('open_case')).toEqual(['open_case']);
    expect(await click('home_view_12')).toEqual(['home_view']);
    expect(await click('home_view_x')).toEqual([]);
    expect(await click('something_else')).toEqual([]);
  });

  it('tells shortcuts with one callback id apart by their type', async () => {
    const shortcut = (type: string) =>
      deliver({ type, callback_id: 'lookup', trigger_id: 't', user: { id: 'U0ANN' }, team: { id: 'T0ACME' } });
    expect(await shortcut('message_action')).toEqual(['lookup (message)']);
    expect(await shortcut('shortcut')).toEqual(['lookup (global)']);
  });

  it('routes commands, view submissions and events by their names', async () => {
    const command = (name: string) =>
      deliver({ command: name, text: '1', user_id: 'U0ANN', team_id: 'T0ACME', channel_id: 'C0', response_url: '' });
    expect(await command('/case')).toEqual(['/case']);
    expect(await command('/cases')).toEqual([]);
    expect(
      await deliver({ type: 'view_submission', user: { id: 'U0ANN' }, view: { id: 'V1', callback_id: 'settings' } }),
    ).toEqual(['settings']);
    expect(
      await deliver({
        type: 'event_callback',
        team_id: 'T0ACME',
        event: { type: 'app_home_opened', user: 'U0ANN', tab: 'home' },
      }),
    ).toEqual(['app_home_opened']);
  });

  it('takes one listener per handler, as casebot registers them (middleware would be skipped)', () => {
    const other = routed(newApp());
    expect(() => other.app.action('x', hear('a'), hear('b'))).toThrow('one listener, no middleware');
  });
});

describe('admission: interactions handled at once', () => {
  it('lets the next interaction in (and its ack out) only when one ends, or when its wait is over', async () => {
    const app = newApp();
    const limiter = new Limiter(1);
    const routes = routed(app, { limiter, maxWaitMs: 60_000 });
    const acked: string[] = [];
    let finishFirst: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (finishFirst = resolve));
    routes.app.action<BlockAction<ButtonAction>>(/.*/, async ({ ack, action }) => {
      await ack();
      acked.push(action.action_id);
      if (action.action_id === 'slow') await first;
    });
    routes.install();
    const click = (actionId: string) =>
      app.processEvent({
        body: {
          type: 'block_actions',
          team: { id: 'T0ACME' },
          user: { id: 'U0ANN', team_id: 'T0ACME' },
          actions: [{ type: 'button', action_id: actionId, block_id: 'b', action_ts: '1' }],
        },
        ack: async () => undefined,
      });
    const slow = click('slow');
    const next = click('next');
    await waitUntil('the first ack', () => acked.length === 1);
    expect(limiter.load).toEqual({ active: 1, waiting: 1 });
    expect(acked).toEqual(['slow']);
    finishFirst();
    await Promise.all([slow, next]);
    expect(acked).toEqual(['slow', 'next']);

    // A wait never outlasts maxWaitMs: then the interaction runs over the limit.
    const impatient = routed(newApp(), { limiter: new Limiter(0), maxWaitMs: 10 });
    let ran = false;
    impatient.app.command('/case', async () => {
      ran = true;
    });
    impatient.install();
    await (impatient.app as App).processEvent({
      body: { command: '/case', text: '', team_id: 'T0ACME', user_id: 'U0ANN', channel_id: 'C0', response_url: '' },
      ack: async () => undefined,
    });
    expect(ran).toBe(true);
  });
});
