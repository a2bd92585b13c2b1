import { homeView } from '../../src/blocks/home';
import type { HomeModel } from '../../src/blocks/home-model';
import { translator } from '../../src/i18n/translate';
import { settingsDiff } from '../../src/use-cases/settings-changes';
import type { Workspace, WorkspaceInput } from '../../src/workspaces/store';

// An admin's recent changes, in the admin's own language: the row keeps what changed in neutral form,
// the Home says it with the settings modal's words.
const before: Workspace = {
  teamId: 'T0ACME',
  clientName: 'acme',
  baseUrl: null,
  timeZone: 'UTC',
  pageSize: 10,
  shareContactDetails: false,
  defaultUserName: null,
  tokenHint: '••••1234',
  uninstalledAt: null,
  caseUrlTemplate: null,
  language: 'en',
  pollIntervalMs: 300_000,
  pollCallsPerMinute: null,
  workflowsUseDefaultUser: false,
  allowSharedChannels: false,
  keepCardsTrue: true,
  recentOrder: null,
};
const after: WorkspaceInput = {
  ...before,
  apiToken: 'tok-new-5678',
  timeZone: 'Europe/Paris',
  language: 'fr',
  pollIntervalMs: 30_000,
  keepCardsTrue: false,
};
const { row } = settingsDiff(after, { workspace: before, apiToken: 'tok-old-1234' });

/** An admin's Home, in `lang`, with these parts of the admin's model. */
const adminHome = (lang: 'en' | 'fr' | 'ar', admin: Partial<NonNullable<HomeModel['admin']>>) => {
  const model: HomeModel = {
    teamId: 'T0ACME',
    timeZone: 'UTC',
    status: { kind: 'not_connected' },
    recent: [],
    admin: {
      workspace: before,
      users: [],
      names: new Map(),
      requests: [],
      alerts: [],
      audit: [],
      pollDefaults: { intervalMs: 300_000, callsPerMinute: 60 },
      cli: 'npm run casebot --',
      ...admin,
    },
  };
  return JSON.stringify(homeView(model, translator(lang)));
};

const shown = (lang: 'en' | 'fr' | 'ar', detail = row) =>
  adminHome(lang, {
    audit: [{ teamId: 'T0ACME', actor: 'U0ADA', action: 'workspace.updated', detail, at: new Date(0) }],
  });

describe('recent changes on an admin’s Home', () => {
  it('keeps no secret in the row, and names each change', () => {
    expect(row).not.toContain('tok-');
    expect(JSON.parse(row)).toEqual({
      changes: [
        { s: 'apiToken' },
        { s: 'timeZone', b: 'UTC', a: 'Europe/Paris' },
        { s: 'language', b: 'en', a: 'fr' },
        { s: 'keepCardsTrue', b: 'on', a: 'off' },
        { s: 'pollIntervalMs', b: '300000', a: '30000' },
      ],
    });
  });

  it('keeps the recent order through a save that does not hold it (the settings modal), and names its change', () => {
    const set: Workspace = { ...before, recentOrder: 'updated' };
    const { recentOrder: _order, ...modal } = { ...set, apiToken: 'tok-old-1234' };
    expect(settingsDiff(modal, { workspace: set, apiToken: 'tok-old-1234' }).changed).toEqual([]);
    const changed = settingsDiff({ ...modal, recentOrder: null }, { workspace: set, apiToken: 'tok-old-1234' }).row;
    expect(JSON.parse(changed)).toEqual({ changes: [{ s: 'recentOrder', b: 'updated', a: 'unknown' }] });
    expect(shown('fr', changed)).toContain('Dernière mise à jour d’abord → Inconnu');
  });

  it('says what casebot saw of the recent order beside the setting, and when they differ, what to choose', () => {
    const home = (recentOrder: NonNullable<HomeModel['admin']>['recentOrder']) =>
      adminHome('en', recentOrder ? { recentOrder } : {});
    expect(home({ setting: null, seen: null, outOfOrderSince: null })).toContain(
      'casebot has not worked the order out yet',
    );
    expect(home({ setting: 'updated', seen: null, outOfOrderSince: null })).toContain(
      'casebot has not read the list since this was set: at its next poll it checks that the list is in this order',
    );
    // Newest case first is taken as set: casebot never reads the list to see it, and says so.
    expect(home({ setting: 'submitted', seen: null, outOfOrderSince: null })).toContain(
      'it does not read the list to see its order.',
    );
    expect(home({ setting: 'updated', seen: { order: 'updated', votes: 4 }, outOfOrderSince: null })).toContain(
      'casebot sees the list ordered by: Newest update first (4 reads in a row).',
    );
    expect(home({ setting: 'submitted', seen: { order: 'updated', votes: 9 }, outOfOrderSince: null })).toContain(
      'but this is set to Newest case first, so watched cases are checked one by one. Choose Newest update first',
    );
    // A list set to newest update first, read in another order: said at the top, with since when.
    const since = new Date(Date.UTC(2026, 10, 27, 9, 30));
    const warned = home({ setting: 'updated', seen: null, outOfOrderSince: since });
    expect(warned).toContain('has not been in *Newest update first* order');
    expect(warned.indexOf('has not been in')).toBeLessThan(
      warned.lastIndexOf('*How the case service lists recent cases*'),
    );
    expect(home({ setting: 'updated', seen: null, outOfOrderSince: null })).not.toContain('has not been in');
  });

  it('says them in English to an English admin', () => {
    const text = shown('en');
    expect(text).toContain(
      'changed API token, Service time zone: UTC → Europe/Paris, Channel language: English → Français',
    );
    expect(text).toContain('Shared cards: on → off');
    expect(text).toContain('Check watched cases every (seconds): 300 s → 30 s');
  });

  it('says them in French to a French admin', () => {
    const text = shown('fr');
    expect(text).toContain('Fuseau horaire du service : UTC → Europe/Paris');
    expect(text).toContain('activé → désactivé');
    expect(text).not.toContain('Shared cards');
  });

  it('shows an older row written in words as it is', () => {
    expect(shown('fr', 'time zone: UTC → Europe/Paris')).toContain('time zone: UTC → Europe/Paris');
  });
});
