import type { App, webApi } from '@slack/bolt';
import type { KnownBlock } from '@slack/types';
import type { MessageKey, Translator } from '../i18n/translate';
import type { CaseAction, CaseLine } from '../blocks/case-card';
import type { Message } from '../blocks/message';
import type { CaseView } from '../cases/case-service';
import type { WorkspaceSettings } from '../workspaces/resolve';
import type { OverdueThresholds } from '../cases/overdue';
import type { AuditWords, OptionalFeature } from '../blocks/home-model';
import type { CaseLook, CasesLook } from '../spine/deps';
import type { Work } from '../spine/serve';
import type { Unasked } from '../spine/unasked';
import type { AuditEntry } from '../workspaces/home-data';
import type { WorkspaceStore } from '../workspaces/store';
import type { EndOwner } from './kind';
import type { HomeLookup } from '../slack/locale';

// The surface half of a kind: what people meet of it in Slack (its `/cases <word>` and `/case … <word>`,
// what a DM asks of it, the actions it adds to a case card and the side panel, its buttons and modals,
// its part of App Home, the alerts it raises for admins). A kind module brings
// all of them from its own folder (module.ts); `/cases`, the Messages tab, App Home and the listeners
// loop over the registered modules (modules.ts) and name none.

/** What the frame reads for every kind from the modules that keep it. */
export interface FrameReads {
  /** A workspace's overdue thresholds (kept by the module that sets them), or the defaults where none are set. */
  thresholdsOf(teamId: string): Promise<OverdueThresholds>;
}

/** What a module's own use cases are made from, once (compose.ts or a test): `S`, the stores it reaches. */
export interface ModuleParts<S extends object = object> extends FrameReads {
  stores: S;
  audit: (entry: AuditEntry) => Promise<void>;
  /** Sends a workspace's waiting notices now. */
  deliverSoon: (teamId: string) => void;
  /** The one unasked runner (Send now runs as the poll does). */
  unasked: Unasked;
  store: Pick<WorkspaceStore, 'getWorkspace'>;
  closedStatuses: readonly string[];
  /** Everything someone set up ends (Send now found its owner no longer served). */
  endOwner: EndOwner;
  /** Whether someone left the workspace. */
  homeOf: HomeLookup;
  now: () => number;
}

/** Who typed `/cases <word> …` and where. */
export interface CommandAsked {
  /** The words after `/cases`, as typed. */
  text: string;
  userId: string;
  userName: string;
  channelId: string;
  /** Opens a modal in answer (for about three seconds). */
  triggerId: string;
  client: webApi.WebClient;
}

/**
 * Where a case came up in a conversation, as casebot saw it: a case link it unfurled, a card shared into a
 * channel, a case's own channel, a message someone linked to the case. The case was read as `by`.
 */
export interface CameUp {
  teamId: string;
  caseId: number;
  caseNumber: number;
  channelId: string;
  /** The message; empty for a channel as a whole (a case's own channel, a card Slack posted for casebot). */
  messageTs: string;
  /** The thread the message is in (its own ts where it is not a reply); empty with no message. */
  threadTs: string;
  source: 'unfurl' | 'share' | 'channel' | 'shortcut';
  by: string;
}

/** A card someone shares into a channel (Share), fetched as them, as the channel will read it. */
export interface SharedCard {
  view: CaseView;
  settings: WorkspaceSettings;
  /** The channel's language (the workspace's). */
  channelTr: Translator;
  sharedBy: string;
  channelId: string;
  /** What the modules say of the case to the channel. */
  lines: readonly CaseLine[];
}

/**
 * How a module posts a shared card itself, to keep it true: the card casebot posts, the one that goes
 * through the response_url where Slack will not take casebot's post (saying it is not kept), and what
 * follows once it is posted (its ts). Share claims the card once; this is only where and how it goes out.
 */
export interface SharedKeeping {
  card: Message;
  notKept: Message;
  kept(messageTs: string): Promise<void>;
}

/** A module's surfaces, bound to the listeners' shared deps and its own use cases. */
export interface KindSurfaces {
  /** `/cases <word> …`: the work that answers it, or undefined when the words are not this module's. */
  command?(asked: CommandAsked): Work | undefined;
  /** `/case <words>` that are its own (`/case 1234 watch`, `/case watching`): the work, or undefined. */
  caseCommand?(asked: CommandAsked): Work | undefined;
  /**
   * What it says of these cases wherever casebot shows them (a card, the side panel, App Home's list), by
   * case id: to the person reading, or to a channel (`userId` absent). A shared card carries every
   * module's lines when it is posted; a live card's later updates redraw only the live card's own.
   */
  caseLines?(look: CasesLook): Promise<ReadonlyMap<number, readonly CaseLine[]>>;
  /** What it adds to a case one reader looks at (their private card, the side panel), as it stands for them. */
  caseActions?(look: CaseLook): Promise<CaseAction[]>;
  /** A card being shared: posted by casebot and kept true by this module (undefined: not here, not now). */
  keepShared?(shared: SharedCard): SharedKeeping | undefined;
  /** A case came up in a conversation (an unfurl, a share, a case's own channel): what it keeps of that. */
  cameUp?(where: CameUp): Promise<void>;
  /** Its buttons, modals and events. */
  register?(app: App): void;
  /** Answers what a DM asked of it (its `asks` read the words): `rest`, the words after its phrase. */
  answer?(userId: string, rest: string): Work;
  /** A linked person's own part of App Home, below their cases (empty when they may not have one). */
  home?(teamId: string, userId: string, tr: Translator): Promise<KnownBlock[]>;
  /** Its part of an admin's App Home once the workspace is connected (its settings), in the modules' order. */
  adminHome?(teamId: string, tr: Translator): Promise<KnownBlock[]>;
}

/** A kind module's static parts, read without building anything (the Messages tab's prompts, help, Home). */
export interface ModuleWords {
  /**
   * Whether a DM asks this module (`remind me every weekday at 9`): the rest of the words, or undefined.
   * `text` is lower case, as `comparable` made it.
   */
  asks?(text: string): string | undefined;
  /**
   * Its buttons', inputs' and modals' ids, each `<name>_…` (or an older name posted messages carry that
   * holds it); a test checks each names its module and no two collide.
   */
  ids?: Readonly<Record<string, string>>;
  /**
   * Its DM answer reads the case service for a list: the answer's stream opens at once with a first line
   * (as whom it is read) before it.
   */
  readsList?: boolean;
  /** The words `/case <number> <word>` it answers (a near miss, `/case 1234 wtch`, is told the right one). */
  caseWords?: readonly string[];
  /** Its line in `/cases help` (and a DM's help), below casebot's own. */
  usage?: MessageKey;
  /** Its suggested prompt in the Messages tab, between the built-in ones and search. */
  prompt?: { title: MessageKey; message: MessageKey };
  /**
   * Its lines in the audit trail (App Home): each action it records, said with its key; `channel`: the
   * detail starts with the channel casebot wrote, shown as a mention.
   */
  audit?: Readonly<Record<string, AuditWords>>;
  /**
   * The optional features it brings, each with the scopes of the manifest's `bot_optional` it needs
   * (a test holds them to the manifest) and its words on an admin's Home.
   */
  optionalFeatures?: readonly OptionalFeature[];
  /** The alerts it raises for admins (App Home), each said from its details. */
  alerts?: Readonly<Record<string, (tr: Translator, detail: string) => string>>;
}

/** A module as the listeners reach it: its name, its words and its bound surfaces. */
export type BoundModule = { readonly name: string } & ModuleWords & KindSurfaces;
