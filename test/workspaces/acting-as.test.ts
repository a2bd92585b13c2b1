import { decide, type Membership, type Purpose } from '../../src/spine/acting-as';
import type { Resolution } from '../../src/workspaces/resolve';

// The one rule of who is served as whom, as a table: the runner (`asked`), the poller and every other
// unasked delivery (`unasked`) and a workflow nobody runs (`unattended`) all decide through it.

const settings = {
  workspaceId: 'T1',
  timeZone: 'UTC',
  pageSize: 10,
  shareContactDetails: false,
  caseUrlTemplate: null,
  language: 'en' as const,
  workflowsUseDefaultUser: false,
  allowSharedChannels: false,
  keepCardsTrue: true,
};
const caller = (viaDefaultUser: boolean) => ({
  workspaceId: 'T1',
  clientName: 'acme',
  userName: viaDefaultUser ? 'shared.user' : 'a.lee',
  apiToken: 'tok',
  baseUrl: 'https://cases.example',
  viaDefaultUser,
});
const linked: Resolution = { ok: true, caller: caller(false), settings };
const viaDefault: Resolution = { ok: true, caller: caller(true), settings };
const viaDefaultForWorkflows: Resolution = {
  ok: true,
  caller: caller(true),
  settings: { ...settings, workflowsUseDefaultUser: true },
};
const unserved = (reason: Exclude<Resolution, { ok: true }>['reason']): Resolution =>
  reason === 'user_not_linked'
    ? { ok: false, reason, teamId: 'T1', userId: 'U1' }
    : { ok: false, reason, teamId: 'T1' };

type Row = [string, Resolution, Membership | 'not asked', Purpose, string];

const rows: Row[] = [
  // A link of their own: served whatever Slack says of membership, in every purpose; unasked work asks
  // Slack first whether they left the workspace (then nothing is read as them, linked or not).
  ['own link, asked', linked, 'not asked', 'asked', 'serve'],
  ['own link, unasked', linked, 'member', 'unasked', 'serve'],
  ['own link, Slack silent, unasked', linked, 'unknown', 'unasked', 'serve'],
  ['own link, left the workspace, unasked', linked, 'gone', 'unasked', 'end:left_workspace'],
  ['default user, left the workspace, unasked', viaDefault, 'gone', 'unasked', 'end:left_workspace'],
  ['default user, left the workspace, asked', viaDefault, 'gone', 'asked', 'refuse:user_not_linked'],
  ['own link, unattended', linked, 'not asked', 'unattended', 'serve'],
  // Through the default user: members only.
  ['default user, member, asked', viaDefault, 'member', 'asked', 'serve'],
  ['default user, member, unasked', viaDefault, 'member', 'unasked', 'serve'],
  ['default user, not a member, asked', viaDefault, 'not_member', 'asked', 'refuse:user_not_linked'],
  ['default user, not a member, unasked', viaDefault, 'not_member', 'unasked', 'end:user_not_linked'],
  ['default user, Slack silent, asked', viaDefault, 'unknown', 'asked', 'refuse:membership_unknown'],
  ['default user, Slack silent, unasked', viaDefault, 'unknown', 'unasked', 'defer:membership_unknown'],
  // A workflow nobody runs: the default user only where an admin allowed it; nobody to ask Slack about.
  ['default user, unattended, not allowed', viaDefault, 'not asked', 'unattended', 'refuse:user_not_linked'],
  ['default user, unattended, allowed', viaDefaultForWorkflows, 'not asked', 'unattended', 'serve'],
  // Who cannot be served at all.
  ['not linked, asked', unserved('user_not_linked'), 'not asked', 'asked', 'refuse:user_not_linked'],
  ['not linked, unasked', unserved('user_not_linked'), 'not asked', 'unasked', 'end:user_not_linked'],
  [
    'not connected, unasked',
    unserved('workspace_not_connected'),
    'not asked',
    'unasked',
    'end:workspace_not_connected',
  ],
  ['uninstalled, unasked', unserved('workspace_uninstalled'), 'not asked', 'unasked', 'end:workspace_uninstalled'],
  ['uninstalled, asked', unserved('workspace_uninstalled'), 'not asked', 'asked', 'refuse:workspace_uninstalled'],
  // Settings an admin must fix end nothing that runs unasked.
  ['token unreadable, unasked', unserved('token_unreadable'), 'not asked', 'unasked', 'defer:token_unreadable'],
  ['no base URL, unasked', unserved('no_base_url'), 'not asked', 'unasked', 'defer:no_base_url'],
  ['token unreadable, asked', unserved('token_unreadable'), 'not asked', 'asked', 'refuse:token_unreadable'],
];

describe('the acting-as policy', () => {
  it.each(rows)('%s', async (_name, resolution, membership, purpose, expected) => {
    let asked = 0;
    const decision = await decide(
      { userId: 'U1' },
      resolution,
      async () => {
        asked += 1;
        return membership === 'not asked' ? 'member' : membership;
      },
      purpose,
    );
    const said =
      decision.kind === 'serve'
        ? 'serve'
        : decision.kind === 'defer'
          ? `defer:${decision.reason}`
          : `${decision.kind}:${decision.unserved.reason}`;
    expect(said).toBe(expected);
    // Slack is asked once about whoever unasked work acts as, or someone the default user would stand in for.
    expect(asked).toBe(membership === 'not asked' ? 0 : 1);
    if (decision.kind === 'serve') expect(decision.caller.apiToken).toBe('tok');
  });
});
