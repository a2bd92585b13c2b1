import type { webApi } from '@slack/bolt';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { translator, type Translator } from '../i18n/translate';
import type { NoticeOwner } from '../spine/notice-owner';
import type { WorkspaceStore } from '../workspaces/store';
import type { EndWhy, Kind, Which } from './kind';

/** What the ending rules need beyond the kinds: the workspace's channel language, and a person's. */
export interface EndingParts {
  store: Pick<WorkspaceStore, 'getWorkspace'>;
  /** A person's language as Slack says it (casebot's default without a client). */
  languageOf(client: webApi.WebClient | undefined, teamId: string, person: string): Promise<Lang>;
  /** Sends a workspace's waiting notices now: what an ending says goes out at once, not at the next poll. */
  deliverSoon?: (teamId: string) => void;
  /**
   * Tells the workspace's admins once, each in their own language (what ended only for someone who left:
   * nobody else would hear of it); `once` names the telling, so a second ending of the same says nothing.
   */
  tellAdmins?: (
    client: webApi.WebClient | undefined,
    teamId: string,
    once: string,
    say: (tr: Translator) => string,
  ) => Promise<void>;
}

/** One ending: which items of the workspace, why, and the client to ask people's languages with. */
export interface EndRequest {
  teamId: string;
  which: Which;
  why: EndWhy;
  client: webApi.WebClient | undefined;
  ref?: string;
}

/** How many of each kind ended, by kind name. */
export type Ended = Record<string, number>;

/**
 * The rules that loop over the registered kinds. One set of endings: whatever asks (the poll, a channel
 * event, delivery hearing Slack's refusal, a workspace disconnected or uninstalled), the same kinds end the
 * same way, and each person told is told once per kind, in their own language, looked up once for all
 * kinds before anything ends; an ending about a channel ends every kind that posts in channels there. And
 * what the poller and delivery read of the kinds: the tables that keep a workspace polled, whom the recent
 * list is read as, what each kind's notices are called and what Slack's refusal of one ends.
 */
export function createKindRules(kinds: readonly Kind[], parts: EndingParts) {
  async function end(request: EndRequest, among: readonly Kind[] = kinds): Promise<Ended> {
    const { teamId, which, why, client, ref } = request;
    const here = 'channelId' in which ? among.filter((k) => k.postsInChannels) : among;
    // Nothing can be said in a workspace casebot was uninstalled from.
    const silent = why === 'uninstalled';
    const people = silent ? [] : [...new Set((await Promise.all(here.map((k) => k.ownersOf(teamId, which)))).flat())];
    const langs = new Map<string, Lang>();
    for (const person of people) langs.set(person, await parts.languageOf(client, teamId, person));
    const channelTr = translator((await parts.store.getWorkspace(teamId))?.language ?? DEFAULT_LANG);
    const trOf = silent ? undefined : (person: string) => translator(langs.get(person) ?? DEFAULT_LANG);
    const ended: Ended = {};
    for (const kind of here) {
      ended[kind.name] = await kind.end({ teamId, which, why, trOf, channelTr, ...(ref ? { ref } : {}) });
    }
    if (why === 'left_workspace' && 'person' in which) await tellLeft(client, teamId, which.person, here, ended);
    if (!silent && Object.values(ended).some((n) => n > 0)) parts.deliverSoon?.(teamId);
    return ended;
  }

  /**
   * Someone left: what a kind told only them (a watch's DMs, a reminder) ended with nobody to hear it, so
   * the admins are told who it was and what stopped. What posted in channels said it there.
   */
  async function tellLeft(
    client: webApi.WebClient | undefined,
    teamId: string,
    person: string,
    here: readonly Kind[],
    ended: Ended,
  ): Promise<void> {
    const onlyTheirs = here.filter((k) => !k.postsInChannels && k.counted && (ended[k.name] ?? 0) > 0);
    if (onlyTheirs.length === 0 || !parts.tellAdmins) return;
    const day = new Date().toISOString().slice(0, 10);
    await parts.tellAdmins(client, teamId, `left:${person}:${day}`, (tr) =>
      tr.t('admin.leftEnded', {
        user: `<@${person}>`,
        what: new Intl.ListFormat(tr.lang, { type: 'conjunction' }).format(
          onlyTheirs.map((k) => k.counted?.(tr, ended[k.name] ?? 0) ?? ''),
        ),
      }),
    );
  }

  return {
    end,

    /**
     * A channel became shared with another organisation, whether Slack says so (`channel_shared`) or a
     * delivery finds it out: everything casebot tells there unasked ends at once, unless the workspace
     * allows such channels. Nothing more is said in the channel; each person who set something up there
     * (or is read as for it) is told once by DM.
     */
    sharedChannel(
      client: webApi.WebClient | undefined,
      workspace: { workspaceId: string; allowSharedChannels: boolean },
      channelId: string,
      ref?: string,
    ): Promise<Ended> {
      if (workspace.allowSharedChannels) return Promise.resolve({});
      const request = { teamId: workspace.workspaceId, which: { channelId }, why: 'shared_channel' as const, client };
      return end(ref ? { ...request, ref } : request);
    },

    /**
     * Someone left the workspace (Slack's `user_change` with `deleted`): everything they set up or are read
     * as for ends at once, as the next round would find it; each channel it posted in is told once.
     */
    leftWorkspace: (client: webApi.WebClient | undefined, teamId: string, person: string, ref?: string) =>
      end({ teamId, which: { person }, why: 'left_workspace', client, ...(ref ? { ref } : {}) }),

    /** casebot is out of a channel (removed, the channel archived or deleted): everything told there ends. */
    channelGone: (client: webApi.WebClient | undefined, teamId: string, channelId: string, ref?: string) =>
      end({ teamId, which: { channelId }, why: 'channel_gone', client, ...(ref ? { ref } : {}) }),

    /**
     * Each kind as delivery sees it: its notices' names, and what Slack's "never" for one of them ends
     * (through these same rules), or forgets.
     */
    owners: kinds.map((kind): NoticeOwner => ({
      keys: kind.keys,
      async refused(teamId, notice, refusal, client) {
        const ends = kind.onRefused?.(teamId, notice, refusal);
        if (!ends) return;
        if (typeof ends === 'function') return ends();
        await end({ teamId, ...ends, client }, 'channelId' in ends.which ? kinds : [kind]);
      },
    })),

    /** Each kind forgets what nothing needs any more (the poll's hourly prune). */
    async prune(teamId: string, now: Date): Promise<void> {
      for (const kind of kinds) await kind.prune?.(teamId, now);
    },

    /** The kinds' tables whose items are each of one case, and whom each is read as (the change detector's). */
    caseRows: kinds.flatMap((k) => (k.caseRows ? [k.caseRows] : [])),

    /** The tables whose rows keep a workspace polled. */
    tables: kinds.map((k) => k.table),

    /** Whom the recent list is read as for a whole workspace, where a kind reads it so. */
    async readerOf(teamId: string): Promise<string | undefined> {
      for (const kind of kinds) {
        const reader = await kind.readsRecentAs?.(teamId);
        if (reader) return reader;
      }
      return undefined;
    },
  };
}

export type KindRules = ReturnType<typeof createKindRules>;
