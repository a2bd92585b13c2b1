import type { App } from '@slack/bolt';
import type { ListenerDeps } from '../deps';
import { installationOf } from '../identity';
import { witness } from '../../spine/serve';

/**
 * `user_change`: Slack says a person changed. What casebot remembers of them (language, team, whether
 * they left) is asked again. Someone deactivated (`deleted`) left the workspace: by the ending rules, as
 * a poll would find it, everything they set up or are read as for ends now, and each channel it posted in
 * is told once. Someone reactivated is simply asked again, and can set things up anew.
 */
export function registerUserChangeEvents(app: App, deps: ListenerDeps): void {
  app.event('user_change', async ({ event, body, client }) => {
    const target = installationOf(body);
    const person = typeof event.user?.id === 'string' ? event.user.id : '';
    if (!person) return;
    // The person cache is keyed by whichever key the work used: the workspace's or its org's.
    for (const key of [target.teamId, target.enterpriseId]) if (key) deps.forgetPerson(key, person);
    if (event.user.deleted !== true) return;
    const key = target.teamId ?? target.enterpriseId ?? '';
    const who = { teamId: target.teamId, enterpriseId: target.enterpriseId, userId: person };
    await witness(deps, { kind: 'event', name: 'user_change', who, client }, async (ref) => {
      const ended = await deps.endings.leftWorkspace(client, key, person, ref);
      return Object.values(ended).some((n) => n > 0) ? 'left_workspace' : 'ok';
    });
  });
}
