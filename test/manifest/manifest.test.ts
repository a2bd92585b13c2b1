import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from '@slack/bolt';
import { parse } from 'yaml';
import { parseAsk } from '../../src/cases/ask';
import { allBotScopes, botScopes } from '../../src/slack/scopes';
import { register } from '../../src/listeners/register';
import { createLogger } from '../../src/logging';
import type { ListenerDeps } from '../../src/listeners/deps';
import { bindModules } from '../../src/kinds/module';
import type { ModuleParts } from '../../src/kinds/surfaces';
import { KIND_MODULES } from '../../src/kinds/modules';
import type { KindModule } from '../../src/kinds/module';
import { manifestSchema } from './manifest-schema';

const manifestText = readFileSync(join(__dirname, '..', '..', 'manifest.yml'), 'utf8');

/** What register() wires into a real Bolt app: command names and action ids. */
function registered(): {
  commands: string[];
  actions: string[];
  events: string[];
  shortcuts: string[];
  functions: string[];
} {
  const app = new App({
    token: 'xoxb-test',
    signingSecret: 'x',
    deferInitialization: true,
    tokenVerificationEnabled: false,
  });
  const commands: string[] = [];
  const actions: string[] = [];
  const command = app.command.bind(app);
  const action = app.action.bind(app);
  const events: string[] = [];
  const shortcuts: string[] = [];
  const functions: string[] = [];
  const fn = app.function.bind(app);
  app.function = ((callbackId: string, ...rest: unknown[]) => {
    functions.push(callbackId);
    return (fn as (...args: unknown[]) => unknown)(callbackId, ...rest);
  }) as typeof app.function;
  const shortcut = app.shortcut.bind(app);
  app.shortcut = ((constraints: { callback_id: string }, ...rest: Parameters<typeof shortcut>[1][]) => {
    shortcuts.push(constraints.callback_id);
    return shortcut(constraints as never, ...rest);
  }) as typeof app.shortcut;
  const event = app.event.bind(app);
  app.event = ((name: string, ...rest: Parameters<typeof event>[1][]) => {
    // A direct message arrives as `message`; casebot subscribes to the DMs' only (message.im).
    events.push(name === 'message' ? 'message.im' : name);
    return event(name, ...rest);
  }) as typeof app.event;
  app.command = ((name: string, ...rest: Parameters<typeof command>[1][]) => {
    commands.push(name);
    return command(name, ...rest);
  }) as typeof app.command;
  app.action = ((id: string | RegExp, ...rest: Parameters<typeof action>[1][]) => {
    actions.push(String(id));
    return action(id as string, ...rest);
  }) as typeof app.action;
  const deps: ListenerDeps = {
    modules: [],
    acting: {} as never,
    sharing: {} as never,
    dmAnswers: {} as never,
    forgetPerson: () => undefined,
    writeOnce: {} as never,
    respondTo: () => undefined,
    noise: {} as never,
    thresholdsOf: async () => [],
    recentOrder: {} as never,
    listings: [],
    endings: {} as never,
    closedStatuses: [],
    homeOf: async () => undefined,
    pollDefaults: { intervalMs: 300_000, callsPerMinute: 60 },
    nameOf: async () => undefined,
    zoneOf: async () => undefined,
    uninstall: {} as never,
    languageFor: async () => 'en',
    logger: createLogger('silent'),
    workspaceSettings: {} as never,
    homePage: {} as never,
    hints: {} as never,
    preferences: {} as never,
    channels: {} as never,
    defaultBaseUrl: undefined,
    caseLinesOf: async () => new Map(),
    caseCameUp: async () => undefined,
    publishHome: async () => undefined,
    grants: { oauth: false },
  };
  // Every kind module's surfaces too, bound as casebot binds them (nothing of them runs here).
  deps.modules = bindModules(KIND_MODULES, deps, { stores: {} } as ModuleParts);
  register(app, deps);
  return { commands, actions, events, shortcuts, functions };
}

describe('manifest.yml', () => {
  const manifest = manifestSchema.parse(parse(manifestText));

  it("is valid against the schema of Slack's manifest keys that casebot uses", () => {
    expect(manifest.display_information.name).toBe('casebot');
  });

  it('declares every command casebot registers, with a description and usage hint', () => {
    const declared = manifest.features.slash_commands.map((c) => c.command).sort();
    expect(declared).toEqual([...new Set(registered().commands)].sort());
    for (const command of manifest.features.slash_commands) {
      expect(command.usage_hint).toBeTruthy();
      expect(command.url).toMatch(/\/slack\/events$/);
    }
  });

  it('turns interactivity on, since casebot registers button actions', () => {
    expect(registered().actions.length).toBeGreaterThan(0);
    expect(manifest.settings.interactivity.is_enabled).toBe(true);
    expect(manifest.settings.interactivity.request_url).toMatch(/\/slack\/events$/);
  });

  it('subscribes to every event casebot listens to, at /slack/events', () => {
    const declared = [...(manifest.settings.event_subscriptions?.bot_events ?? [])].sort();
    // A Workflow step is called with function_executed.
    const steps = registered().functions.length > 0 ? ['function_executed'] : [];
    expect(declared).toEqual([...new Set([...registered().events, ...steps])].sort());
    expect(declared).toEqual([
      'app_home_opened',
      'app_uninstalled',
      'channel_archive',
      'channel_deleted',
      'channel_left',
      'channel_shared',
      'channel_unshared',
      'entity_comments_requested',
      'entity_details_requested',
      'function_executed',
      'group_archive',
      'group_deleted',
      'group_left',
      'link_shared',
      'member_left_channel',
      'message.im',
      'tokens_revoked',
      'user_change',
    ]);
    expect(manifest.settings.event_subscriptions?.request_url).toMatch(/\/slack\/events$/);
  });

  it('declares every shortcut casebot registers, and the options URL of its type-ahead', () => {
    const declared = (manifest.features.shortcuts ?? []).map((s) => `${s.type}:${s.callback_id}`).sort();
    expect(declared).toEqual(['global:case_find', 'message:case_lookup', 'message:discussion_link']);
    expect(registered().shortcuts.sort()).toEqual(['case_find', 'case_lookup', 'discussion_link']);
    expect(manifest.settings.interactivity.message_menu_options_url).toMatch(/\/slack\/events$/);
  });

  it('declares the Workflow step casebot registers, with its inputs and outputs, run remotely', () => {
    expect(Object.keys(manifest.functions ?? {})).toEqual(registered().functions);
    const step = manifest.functions?.lookup_case;
    expect(step?.input_parameters.case_number).toMatchObject({ type: 'string', is_required: true });
    // Slack vouches for the person running the workflow; no input may name whom to act as.
    expect(step?.input_parameters.interactivity?.type).toBe('slack#/types/interactivity');
    expect(step?.input_parameters.user_id).toBeUndefined();
    expect(Object.keys(step?.output_parameters ?? {}).sort()).toEqual(
      ['created', 'customer_name', 'last_updated', 'latest_note', 'priority', 'status', 'subject', 'url'].sort(),
    );
    expect(manifest.settings.function_runtime).toBe('remote');
    expect(manifest.settings.org_deploy_enabled).toBe(true);
  });

  it('turns App Home on: its Home tab, and a Messages tab people ask casebot in, as an agent with four prompts', () => {
    expect(manifest.features.app_home).toEqual({
      home_tab_enabled: true,
      messages_tab_enabled: true,
      messages_tab_read_only_enabled: false,
    });
    const prompts = manifest.features.agent_view?.suggested_prompts ?? [];
    expect(prompts).toHaveLength(4);
    // Each prompt sends what casebot reads as that ask (as the prompts set in each language do).
    const kinds = prompts.map((p) => parseAsk(p.message, null, KIND_MODULES));
    expect(kinds.map((ask) => (ask.kind === 'module' ? ask.module : ask.kind))).toEqual([
      'mine',
      'aging',
      'reminder',
      'search',
    ]);
  });

  it('asks for the scopes the core needs, and lists the rest as optional, each for a feature', () => {
    expect([...manifest.oauth_config.scopes.bot].sort()).toEqual([
      // The Messages tab's suggested prompts.
      'assistant:write',
      // Whether a conversation is shared with another organisation (conversations.info, channel_shared).
      'channels:read',
      'chat:write',
      'commands',
      'groups:read',
      // The DMs that tell a watcher, and whether one landed after a crash.
      'im:history',
      'im:read',
      'im:write',
      // Unfurls.
      'links:read',
      'links:write',
      'mcp:connect',
      'mpim:read',
      'users:read',
    ]);
    // Case channels, their canvases and cards kept true anywhere: asked for when an admin grants them,
    // each the scope of a kind module's optional feature (and each such scope the manifest's).
    const optional = [...(manifest.oauth_config.scopes.bot_optional ?? [])].sort();
    const declared = (KIND_MODULES as readonly KindModule[]).flatMap((m) => m.optionalFeatures ?? []);
    expect(optional).toEqual(declared.flatMap((f) => f.scopes).sort());
    expect(optional.filter((s) => manifest.oauth_config.scopes.bot.includes(s))).toEqual([]);
    expect(botScopes()).toEqual(manifest.oauth_config.scopes.bot);
    expect(allBotScopes()).toEqual([
      ...manifest.oauth_config.scopes.bot,
      ...(manifest.oauth_config.scopes.bot_optional ?? []),
    ]);
    expect(manifest.features.unfurl_domains?.length).toBeGreaterThan(0);
  });

  it('keeps Socket Mode a documented switch, off by default', () => {
    expect(manifest.settings.socket_mode_enabled).toBe(false);
    expect(manifestText).toMatch(/Socket Mode: set socket_mode_enabled to true/);
  });

  it.each([
    ['an unknown key', (m: Record<string, unknown>) => ({ ...m, colour: 'red' })],
    [
      'a name over 35 characters',
      (m: Record<string, unknown>) => ({ ...m, display_information: { name: 'x'.repeat(36) } }),
    ],
    [
      'a command without a slash',
      (m: Record<string, unknown>) => ({
        ...m,
        features: { bot_user: { display_name: 'b' }, slash_commands: [{ command: 'case', description: 'd' }] },
      }),
    ],
  ])('rejects a manifest with %s', (_what, spoil) => {
    expect(manifestSchema.safeParse(spoil(parse(manifestText))).success).toBe(false);
  });
});
