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
  /** Submits the modal with what it holds (or `changes`); gives the ack and the modal's last words. */
  const submit = async (opened: ViewChange, changes: { name?: string; invite?: string[]; private?: boolean } = {}) => {
    const since = harness.viewChanges.length;
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
          [LiveCardId.channelName]: { [LiveCardId.channelName]: { value: changes.name ?? initialName(opened) } },
          [LiveCardId.channelPrivacy]: {
            [LiveCardId.channelPrivacy]: { selected_option: { value: changes.private ? 'private' : 'public' } },
          },
          [LiveCardId.channelInvitees]: { [LiveCardId.channelInvitees]: { selected_users: changes.invite ?? [USER] } },
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
