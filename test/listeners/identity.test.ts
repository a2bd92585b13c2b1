import { identify, installationOf } from '../../src/listeners/identity';

// Payloads as Slack sends them (the fields identity reads, with their neighbours), for every kind casebot
// answers: a workspace install, and an Enterprise Grid org-wide install where `team` may be null.
const user = { id: 'U0ALICE', username: 'alice', name: 'alice', team_id: 'T0ACME' };
const team = { id: 'T0ACME', domain: 'acme' };
const gridTeam = { id: 'T0ACME', domain: 'acme', enterprise_id: 'E0GRID', enterprise_name: 'Grid' };
const envelope = (event: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  token: 'x',
  team_id: 'T0ACME',
  api_app_id: 'A0CASEBOT',
  type: 'event_callback',
  event_id: 'Ev1',
  event_time: 1,
  event,
  ...extra,
});

const cases: [string, unknown, Record<string, unknown>][] = [
  [
    'slash command',
    { command: '/case', text: '1', team_id: 'T0ACME', user_id: 'U0ALICE', response_url: 'https://x' },
    { teamId: 'T0ACME', enterpriseId: undefined, userId: 'U0ALICE' },
  ],
  [
    'slash command in a Grid workspace',
    { command: '/case', text: '1', team_id: 'T0ACME', enterprise_id: 'E0GRID', user_id: 'U0ALICE' },
    { teamId: 'T0ACME', enterpriseId: 'E0GRID', userId: 'U0ALICE' },
  ],
  [
    'block_actions',
    { type: 'block_actions', user, team, enterprise: null, actions: [] },
    { teamId: 'T0ACME', enterpriseId: undefined, userId: 'U0ALICE', homeTeamId: 'T0ACME' },
  ],
  [
    'block_actions from a Slack Connect guest (their own team differs)',
    { type: 'block_actions', user: { ...user, id: 'U0GUEST', team_id: 'T0OTHER' }, team, actions: [] },
    { teamId: 'T0ACME', enterpriseId: undefined, userId: 'U0GUEST', homeTeamId: 'T0OTHER' },
  ],
  [
    'block_actions, Grid org-wide install (team null, enterprise set)',
    { type: 'block_actions', user, team: null, enterprise: { id: 'E0GRID' }, is_enterprise_install: true },
    { teamId: 'T0ACME', enterpriseId: 'E0GRID', userId: 'U0ALICE', homeTeamId: 'T0ACME' },
  ],
  [
    'view_submission',
    { type: 'view_submission', user, team: gridTeam, enterprise: null, view: {} },
    { teamId: 'T0ACME', enterpriseId: 'E0GRID', userId: 'U0ALICE', homeTeamId: 'T0ACME' },
  ],
  [
    'block_suggestion',
    { type: 'block_suggestion', user, team, action_id: 'pick_case', value: 'pri' },
    { teamId: 'T0ACME', enterpriseId: undefined, userId: 'U0ALICE', homeTeamId: 'T0ACME' },
  ],
  [
    'global shortcut (Grid: team carries the enterprise id)',
    { type: 'shortcut', callback_id: 'case_find', trigger_id: 't', user, team: gridTeam },
    { teamId: 'T0ACME', enterpriseId: 'E0GRID', userId: 'U0ALICE', homeTeamId: 'T0ACME' },
  ],
  [
    'message shortcut',
    { type: 'message_action', callback_id: 'case_lookup', user, team, channel: { id: 'C1' }, message: {} },
    { teamId: 'T0ACME', enterpriseId: undefined, userId: 'U0ALICE', homeTeamId: 'T0ACME' },
  ],
  [
    'link_shared',
    envelope({ type: 'link_shared', user: 'U0ALICE', channel: 'C1', message_ts: '1.2', links: [] }),
    { teamId: 'T0ACME', enterpriseId: undefined, userId: 'U0ALICE' },
  ],
  [
    'entity_details_requested, with the viewer’s locale',
    envelope({ type: 'entity_details_requested', user: 'U0ALICE', user_locale: 'fr-FR', trigger_id: 't' }),
    { teamId: 'T0ACME', enterpriseId: undefined, userId: 'U0ALICE', locale: 'fr-FR' },
  ],
  [
    'app_home_opened, org-wide install (the authorization names the org)',
    envelope(
      { type: 'app_home_opened', user: 'U0ALICE', tab: 'home' },
      {
        enterprise_id: 'E0GRID',
        authorizations: [{ team_id: null, enterprise_id: 'E0GRID', is_enterprise_install: true }],
      },
    ),
    { teamId: 'T0ACME', enterpriseId: 'E0GRID', userId: 'U0ALICE' },
  ],
  [
    'function_executed run by someone (Slack vouches for the interactor)',
    envelope({
      type: 'function_executed',
      inputs: { case_number: '1', user_id: 'U0BOSS', interactivity: { interactor: { id: 'U0ALICE', secret: 's' } } },
    }),
    { teamId: 'T0ACME', enterpriseId: undefined, userId: 'U0ALICE' },
  ],
  [
    'function_executed run by nobody: a user_id input is never an identity',
    envelope({ type: 'function_executed', inputs: { case_number: '1', user_id: 'U0BOSS' } }),
    { teamId: 'T0ACME', enterpriseId: undefined, userId: '' },
  ],
];

describe('identify: who is asking, from every kind of payload', () => {
  it.each(cases)('%s', (_name, payload, expected) => {
    expect(identify(payload)).toEqual(expected);
  });

  it('names nobody for a payload it cannot read, rather than throwing', () => {
    expect(identify(null)).toEqual({ teamId: undefined, enterpriseId: undefined, userId: '' });
    expect(identify({ user: { id: 42 } })).toEqual({ teamId: undefined, enterpriseId: undefined, userId: '' });
  });

  it('takes the installation of an event from its authorization first, then the envelope', () => {
    expect(
      installationOf(
        envelope({}, { authorizations: [{ team_id: null, enterprise_id: 'E0GRID', is_enterprise_install: true }] }),
      ),
    ).toEqual({ teamId: 'T0ACME', enterpriseId: 'E0GRID', isEnterpriseInstall: true });
  });
});
