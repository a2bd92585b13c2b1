import type { CustomRoute } from '@slack/bolt';
import type { FakeChannel, FakeSlack, OpenView, ResponseUrlPost } from './slack-api-server';

/** What was said that a page opened again shows (as Slack keeps a channel's messages), the newest this many. */
const KEPT_EVENTS = 2000;

/**
 * GET /sandbox/stream: what casebot does to the fake Slack, as server-sent events for the page (replies,
 * modals, unfurls, App Home, direct messages and channel posts). `?replay=1`: what was said before the
 * page opened comes first (replies, posts, DMs, unfurls; never a modal), so a reload keeps the channels.
 */
export function streamRoute(slack: FakeSlack, sourceOf: (responseId: string) => string | undefined): CustomRoute {
  const kept: string[] = [];
  const keep = (event: string) => (data: unknown) => {
    kept.push(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    if (kept.length > KEPT_EVENTS) kept.shift();
  };
  slack.on('post', (post: ResponseUrlPost) => keep('post')({ ...post, source: sourceOf(post.id) }));
  slack.on('unfurl', keep('unfurl'));
  slack.on('message', keep('dm'));
  slack.on('ephemeral', keep('ephemeral'));
  return {
    path: '/sandbox/stream',
    method: ['GET'],
    handler: (req, res) => {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      // A channel casebot made, or changed (its topic, a pin, archived): the sidebar shows it.
      const channelEvent = (channel: FakeChannel) =>
        `event: channel\ndata: ${JSON.stringify({ channel: { ...channel, members: [...channel.members] } })}\n\n`;
      // The channels there already (the demo's #case-alerts), as Slack's sidebar lists them: before what was
      // said in them is replayed, so their posts show in them and not as someone's DMs.
      for (const channel of slack.channels.values()) res.write(channelEvent(channel));
      if (new URL(req.url ?? '/', 'http://sandbox').searchParams.get('replay') === '1')
        for (const line of kept) res.write(line);
      res.write('event: ready\ndata: {}\n\n');
      const forward = (post: ResponseUrlPost) =>
        res.write(`event: post\ndata: ${JSON.stringify({ ...post, source: sourceOf(post.id) })}\n\n`);
      const forwardView = (change: OpenView & { action: string }) =>
        res.write(`event: view\ndata: ${JSON.stringify(change)}\n\n`);
      const forwardUnfurl = (unfurl: unknown) => res.write(`event: unfurl\ndata: ${JSON.stringify(unfurl)}\n\n`);
      const forwardHome = (home: unknown) => res.write(`event: home\ndata: ${JSON.stringify(home)}\n\n`);
      // chat.postMessage: casebot writing to someone directly (a case opened from Home, a request for access).
      const forwardMessage = (message: unknown) => res.write(`event: dm\ndata: ${JSON.stringify(message)}\n\n`);
      slack.on('post', forward);
      slack.on('view', forwardView);
      slack.on('unfurl', forwardUnfurl);
      slack.on('home', forwardHome);
      slack.on('message', forwardMessage);
      const forwardChannel = ({ channel }: { channel: FakeChannel }) => res.write(channelEvent(channel));
      slack.on('channel', forwardChannel);
      // chat.postEphemeral: a hint only the poster sees (an unlinked person's unfurl hint).
      const forwardEphemeral = (hint: unknown) => res.write(`event: ephemeral\ndata: ${JSON.stringify(hint)}\n\n`);
      slack.on('ephemeral', forwardEphemeral);
      req.on('close', () => {
        slack.off('post', forward);
        slack.off('view', forwardView);
        slack.off('unfurl', forwardUnfurl);
        slack.off('home', forwardHome);
        slack.off('message', forwardMessage);
        slack.off('ephemeral', forwardEphemeral);
        slack.off('channel', forwardChannel);
      });
    },
  };
}
