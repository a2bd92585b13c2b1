import { channelPostRefused } from '../../src/kinds/kind';
import type { Notice } from '../../src/spine/outbox';

// What Slack's refusal of a channel post ends, one rule for the kinds that post in channels (follows,
// digests, aging alerts): everything of the channel when casebot is out of it, the item when Slack
// restricts posting, nothing for anything else.
const notice = (key: string, channelId: string | null = 'C0SUPPORT'): Notice => ({
  id: 'n1',
  teamId: 'T0ACME',
  slackUserId: null,
  channelId,
  key,
  message: { text: '', blocks: [] },
  attempts: 1,
  claimedAt: null,
  ref: 'r1',
  upstream: [],
  action: 'post',
  targetTs: null,
  broadcast: false,
  inDoubt: false,
});

describe('a refused channel post', () => {
  const refused = channelPostRefused((_teamId, n) => /^item:(\w+)$/.exec(n.key)?.[1]);

  it('ends everything told in the channel when casebot is out of it', () => {
    expect(refused('T0ACME', notice('item:42'), 'channel_refused')).toEqual({
      which: { channelId: 'C0SUPPORT' },
      why: 'channel_gone',
    });
  });

  it('ends the item whose post Slack restricts', () => {
    expect(refused('T0ACME', notice('item:42'), 'restricted')).toEqual({ which: { ids: ['42'] }, why: 'cannot_post' });
  });

  it('ends nothing for another refusal, another kind’s notice, or a notice of no channel', () => {
    expect(refused('T0ACME', notice('item:42'), 'message_refused')).toBeUndefined();
    expect(refused('T0ACME', notice('other:42'), 'channel_refused')).toBeUndefined();
    expect(refused('T0ACME', notice('item:42', null), 'channel_refused')).toBeUndefined();
  });
});
