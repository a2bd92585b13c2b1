import { LiveCardId } from '../../src/kinds/live-card/ids';
import { postSigned, viewSubmissionBody } from '../../src/sandbox/slack-requests';
import { type Harness, SIGNING_SECRET, TEAM, USER, type ViewChange, visibleText } from './harness';

/** Asking for a case's channel and submitting its form, against one harness. */
export function channelForm(harness: Harness) {
  /** `/case <n> channel`: the modal it opened. */
  const askForChannel = async (caseNumber: number): Promise<ViewChange> => {
    const since = harness.viewChanges.length;
    await harness.command('/case', `${caseNumber} channel`);
    const [opened] = await harness.waitForViews(since, 1);
    return opened as ViewChange;
  };
  /**
   * Submits the modal with what it holds (or `changes`); gives the ack and the modal's last words.
   * `formerIds`: its inputs as a form opened before their ids named the module carries them (`channel_name`…).
   */
  const submit = async (
    opened: ViewChange,
    changes: { name?: string; invite?: string[]; private?: boolean; formerIds?: boolean } = {},
  ) => {
    const since = harness.viewChanges.length;
    const id = (current: string) => (changes.formerIds ? current.replace(/^case_/, '') : current);
    const ack = await postSigned(
      harness.eventsUrl,
      SIGNING_SECRET,
      viewSubmissionBody({
        teamId: TEAM,
        userId: USER,
        view: {
          id: opened.id,
          hash: opened.hash,
          callback_id: LiveCardId.channelModal,
          private_metadata: String(opened.view.private_metadata ?? ''),
        },
        values: {
          [id(LiveCardId.channelName)]: {
            [id(LiveCardId.channelName)]: { value: changes.name ?? initialName(opened) },
          },
          [id(LiveCardId.channelPrivacy)]: {
            [id(LiveCardId.channelPrivacy)]: { selected_option: { value: changes.private ? 'private' : 'public' } },
          },
          [id(LiveCardId.channelInvitees)]: {
            [id(LiveCardId.channelInvitees)]: { selected_users: changes.invite ?? [USER] },
          },
        },
      }),
    );
    if (JSON.parse(ack.text || '{}').response_action === 'errors') return { ack: JSON.parse(ack.text), said: '' };
    const [result] = await harness.waitForViews(since, 1);
    return { ack: JSON.parse(ack.text || '{}') as Record<string, unknown>, said: visibleText(result?.view ?? {}) };
  };
  return { askForChannel, submit };
}

export const initialName = (opened: ViewChange) => {
  const blocks = opened.view.blocks as { block_id?: string; element?: { initial_value?: string } }[];
  return blocks.find((b) => b.block_id === LiveCardId.channelName)?.element?.initial_value ?? '';
};
