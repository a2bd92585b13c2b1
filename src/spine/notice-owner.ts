import type { webApi } from '@slack/bolt';
import type { Refusal } from '../lib/conversation-port';
import type { KeyName } from './notice-keys';
import type { Notice } from './outbox';

/**
 * Whatever queues notices under keys of its own (each kind of what casebot tells unasked): the prefixes its
 * keys start with and what their deliveries are called, and what Slack's "never" means to it. Delivery
 * loops over the owners registered with it and knows none of them by name.
 */
export interface NoticeOwner {
  readonly keys: readonly KeyName[];
  /**
   * Slack will never take one of its notices: what that ends (`refusal`, what Slack's answer means, read
   * by the road's one list). Told after the notice is dropped; a failure here is logged, not retried.
   */
  refused?(teamId: string, notice: Notice, refusal: Refusal, client: webApi.WebClient): Promise<void>;
}

/** Whether a notice's key is one of an owner's. */
export const owns = (owner: NoticeOwner, key: string) => owner.keys.some((k) => key.startsWith(k.prefix));
