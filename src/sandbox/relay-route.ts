import type { CustomRoute } from '@slack/bolt';
import type { z } from 'zod';
import { pageRoute } from './route-inputs';
import type { SandboxRouteOptions } from './route-inputs';
import { postSigned } from './slack-requests';

/** Makes the page's POST routes: each turns what the page sent into a request signed as Slack signs it. */
export function createRelay(
  options: Pick<SandboxRouteOptions, 'slack' | 'eventsUrl' | 'signingSecret'>,
  knownUser: (id: string) => boolean,
  next: () => number,
) {
  /** A POST route that turns what the page sent into a request signed as Slack signs it, sent to casebot. */
  return function relay<S extends z.ZodType<{ userId: string }>>(
    path: string,
    schema: S,
    prefix: string,
    build: (input: z.infer<S>, responseUrl: string, responseId: string) => string,
  ): CustomRoute {
    return pageRoute(path, schema, knownUser, async (input) => {
      const responseId = `${prefix}-${next()}`;
      const body = build(input, options.slack.responseUrl(responseId), responseId);
      const ack = await postSigned(options.eventsUrl(), options.signingSecret, body);
      // What casebot acked with (a modal's field errors) goes back to the page.
      let answer: unknown;
      try {
        answer = ack.text ? JSON.parse(ack.text) : undefined;
      } catch {
        answer = undefined;
      }
      return { responseId, ack: ack.status, answer };
    });
  };
}
