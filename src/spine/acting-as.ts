import {
  type Caller,
  type Resolution,
  type Resolve,
  type Resolver,
  type SlackIdentity,
  type WorkspaceSettings,
  workspaceKeyOf,
} from '../workspaces/resolve';

/**
 * Whether someone belongs to a workspace (or its Grid org); `gone`: Slack says they left it (deactivated,
 * or no such user any more); `unknown`: Slack did not answer.
 */
export type Membership = 'member' | 'not_member' | 'gone' | 'unknown';

/**
 * Why casebot acts: `asked`, a person waits for an answer; `unasked`, casebot tells on its own (whatever a
 * person set up to be told); `unattended`, a workflow that nobody runs.
 */
export type Purpose = 'asked' | 'unasked' | 'unattended';

export type Unserved = Extract<Resolution, { ok: false }>;

/** Someone who left the workspace: nothing is read as them or told for them any more. */
export type Left = { ok: false; reason: 'left_workspace'; teamId: string; userId: string };

/** Slack could not say whether someone served through the default user is a member. */
export type MembershipUnknown = { ok: false; reason: 'membership_unknown'; teamId: string; userId: string };

/**
 * What the policy decides. `serve`: act as `caller`. `refuse` (asked, unattended): tell the person why.
 * `end` (unasked): the person can no longer be served, everything they set up to be told ends.
 * `defer` (unasked): nothing now, nothing ended; the next round decides.
 */
export type Decision =
  | { kind: 'serve'; caller: Caller; settings: WorkspaceSettings }
  | { kind: 'refuse'; unserved: Unserved | MembershipUnknown }
  | { kind: 'end'; unserved: Unserved | Left }
  | { kind: 'defer'; reason: 'membership_unknown' | 'token_unreadable' | 'no_base_url' };

/**
 * The one rule of who is served as whom, for what people ask and what casebot tells unasked alike.
 * A person's own link serves them. The workspace's default user stands in only for a member of the
 * workspace (or its Grid org), never for a Slack Connect guest; when Slack cannot say, an asker is told
 * to try again and unasked work waits for the next round. A workflow nobody runs acts as the default
 * user only where an admin allowed it. A workspace whose settings cannot be used (a token the key cannot
 * read, no base URL) ends nothing that runs unasked: that is the admins' to fix. Someone Slack says left
 * the workspace is acted as for nothing unasked, linked or not: all they set up ends (`left_workspace`).
 */
export async function decide(
  who: Pick<SlackIdentity, 'userId'>,
  resolution: Resolution,
  membership: () => Promise<Membership>,
  purpose: Purpose,
): Promise<Decision> {
  if (!resolution.ok) {
    if (purpose !== 'unasked') return { kind: 'refuse', unserved: resolution };
    if (resolution.reason === 'token_unreadable' || resolution.reason === 'no_base_url') {
      return { kind: 'defer', reason: resolution.reason };
    }
    return { kind: 'end', unserved: resolution };
  }
  const { caller, settings } = resolution;
  // Unasked work asks Slack about its person first (cached): someone who left is read as no more.
  const early = purpose === 'unasked' ? await membership() : undefined;
  if (early === 'gone') {
    return {
      kind: 'end',
      unserved: { ok: false, reason: 'left_workspace', teamId: caller.workspaceId, userId: who.userId },
    };
  }
  if (!caller.viaDefaultUser) return { kind: 'serve', caller, settings };
  const notLinked = { ok: false, reason: 'user_not_linked', teamId: caller.workspaceId, userId: who.userId } as const;
  if (purpose === 'unattended') {
    return settings.workflowsUseDefaultUser
      ? { kind: 'serve', caller, settings }
      : { kind: 'refuse', unserved: notLinked };
  }
  const member = early ?? (await membership());
  if (member === 'member') return { kind: 'serve', caller, settings };
  if (member === 'not_member' || member === 'gone')
    return purpose === 'asked' ? { kind: 'refuse', unserved: notLinked } : { kind: 'end', unserved: notLinked };
  if (purpose === 'unasked') return { kind: 'defer', reason: 'membership_unknown' };
  return {
    kind: 'refuse',
    unserved: { ok: false, reason: 'membership_unknown', teamId: caller.workspaceId, userId: who.userId },
  };
}

/** A person served: whom the case service is asked as (no credential), the workspace, the bound service. */
interface ServedAs<Bound> {
  workspaceId: string;
  /** The case service's user casebot acts as (their link's, or the default user's): not a secret. */
  userName: string;
  /** No link of their own: served as the workspace's default user. */
  viaDefaultUser: boolean;
  settings: WorkspaceSettings;
  /** The case service bound to them; whoever holds it never sees a credential. */
  cases: Bound;
}

/**
 * What the policy can answer for a purpose: someone asking is served or refused (told why); unasked work
 * is served, ended or deferred, never refused (nobody is there to be told).
 */
type ActingFor<P extends Purpose, Bound> = ({ kind: 'serve' } & ServedAs<Bound>) | NotServed<P>;

/** Why the policy does not serve, as a purpose can hear it. */
export type NotServed<P extends Purpose> = P extends 'unasked'
  ? Extract<Decision, { kind: 'end' | 'defer' }>
  : Extract<Decision, { kind: 'refuse' }>;

/** Someone's standing without acting: what App Home shows. */
export type Standing =
  { ok: true; workspaceId: string; userName: string; viaDefaultUser: boolean; settings: WorkspaceSettings } | Unserved;

/**
 * The policy with its resolver: `act` decides and binds the case service to the person served (through
 * `bind`, so no caller of it ever holds the token); `standing` says where someone stands without acting.
 */
export function createActingAs<Bound>(resolve: Resolve, bind: (caller: Caller) => Bound) {
  return {
    async act<P extends Purpose>(
      who: SlackIdentity,
      purpose: P,
      membership: (workspaceKey: string) => Promise<Membership>,
    ): Promise<ActingFor<P, Bound>> {
      const resolution = await resolve(who);
      const decision = await decide(who, resolution, () => membership(workspaceKeyOf(resolution)), purpose);
      // decide() answers each purpose only what it can get (ActingFor).
      if (decision.kind !== 'serve') return decision as ActingFor<P, Bound>;
      const { caller, settings } = decision;
      const { workspaceId, userName, viaDefaultUser } = caller;
      return { kind: 'serve', workspaceId, userName, viaDefaultUser, settings, cases: bind(caller) } as ActingFor<
        P,
        Bound
      >;
    },

    async standing(who: SlackIdentity): Promise<Standing> {
      const resolution = await resolve(who);
      if (!resolution.ok) return resolution;
      const { workspaceId, userName, viaDefaultUser } = resolution.caller;
      return { ok: true, workspaceId, userName, viaDefaultUser, settings: resolution.settings };
    },

    /** Drops remembered resolutions (a change made elsewhere shows at once). */
    forget: () => (resolve as Partial<Resolver>).forget?.(),
  };
}

export type ActingAs<Bound> = ReturnType<typeof createActingAs<Bound>>;

/** The workspace key a standing is about (settings made in Slack are kept under it). */
export const standingKey = (standing: Standing): string => (standing.ok ? standing.workspaceId : standing.teamId);
