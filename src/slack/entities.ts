import type { webApi } from '@slack/bolt';

/**
 * `entity.presentComments`: a Work Object's comments tab, answered for the person who opened it. Newer
 * than the Web API client's own methods, so called by name; it writes to no conversation.
 */
export function presentComments(client: webApi.WebClient, args: Record<string, unknown>) {
  return client.apiCall('entity.presentComments', args);
}
