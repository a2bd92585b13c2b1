import type { SlackState } from './slack-api-state';
import { type OpenView, viewOf } from './slack-api-data';

/** views.publish (App Home), views.open and views.update (modals), as Slack answers them. */
export function answerViews(
  slack: SlackState,
  method: string,
  params: Record<string, unknown>,
): Record<string, unknown> {
  switch (method) {
    case 'views.publish': {
      const view = viewOf(params.view);
      const userId = String(params.user_id ?? '');
      if (!view || !userId) return { ok: false, error: 'invalid_arguments' };
      slack.homes.set(userId, view);
      slack.emit('home', { userId, view });
      return { ok: true, view: { ...view, id: `VHOME${userId}` } };
    }
    case 'views.open': {
      if (slack.expireTriggers) return { ok: false, error: 'expired_trigger_id' };
      const view = viewOf(params.view);
      if (!params.trigger_id || !view) return { ok: false, error: 'invalid_arguments' };
      const open: OpenView = {
        id: `V${String(slack.nextViewNumber()).padStart(8, '0')}`,
        hash: `h${Date.now()}`,
        view,
      };
      slack.views.set(open.id, open);
      slack.emit('view', { ...open, action: 'open' });
      return { ok: true, view: { ...view, id: open.id, hash: open.hash } };
    }
    case 'views.update': {
      const current = slack.views.get(String(params.view_id ?? ''));
      const view = viewOf(params.view);
      if (!current) return { ok: false, error: 'not_found' };
      if (!view) return { ok: false, error: 'invalid_arguments' };
      const updated: OpenView = { id: current.id, hash: `h${Date.now()}${slack.nextViewNumber()}`, view };
      slack.views.set(current.id, updated);
      slack.emit('view', { ...updated, action: 'update' });
      return { ok: true, view: { ...view, id: updated.id, hash: updated.hash } };
    }
    default:
      return { ok: false, error: 'unknown_method' };
  }
}
