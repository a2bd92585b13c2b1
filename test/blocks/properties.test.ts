import { LANGUAGES } from '../../src/i18n/languages';
import { translator } from '../../src/i18n/translate';
import fc from 'fast-check';
import { caseUrlOf, renderCaseCard } from '../../src/blocks/case-card';
import { renderNotesModal } from '../../src/blocks/notes-modal';
import { renderCaseList } from '../../src/blocks/case-list';
import { settingsModal } from '../../src/blocks/admin-modals';
import { linkModal } from '../../src/blocks/link-modal';
import { homeView } from '../../src/blocks/home';
import {
  blockKitProblems,
  controlSequences,
  homeProblems,
  isOwnSequence,
  modalProblems,
  parsedTexts,
} from '../helpers/block-kit';

import { details, facts, hostile, listItem } from '../helpers/arbitraries';

/** Valid Block Kit, and no live mention, ping or link from the data. */
function safeForSlack(message: unknown, users: string[] = []): void {
  const record = message as Record<string, unknown>;
  expect(blockKitProblems(record)).toEqual([]);
  // casebot's own mention of the channel a card was shared in is the only other sequence allowed.
  expect(controlSequences(record).filter((s) => !isOwnSequence(s, users) && s !== '<#C0GENERAL>')).toEqual([]);
  expect(parsedTexts(record).filter((t) => /@(here|channel|everyone)/i.test(t))).toEqual([]);
}

/** A modal within Slack's limits, and no live mention, ping or link from the data. */
function safeModal(view: unknown): void {
  const record = view as Record<string, unknown>;
  expect(modalProblems(record)).toEqual([]);
  const asMessage = { text: 'x', blocks: record.blocks };
  expect(controlSequences(asMessage).filter((s) => !isOwnSequence(s))).toEqual([]);
  expect(parsedTexts(asMessage).filter((t) => /@(here|channel|everyone)/i.test(t))).toEqual([]);
}

// Every language: German and Arabic run long, and Arabic text is wrapped in isolates.
const language = fc.constantFrom(...LANGUAGES);

describe('renderers under arbitrary data', () => {
  it('every page of the All notes modal is always valid and inert', () => {
    fc.assert(
      fc.property(details, fc.integer({ min: 0, max: 200 }), language, (d, page, lang) => {
        safeModal(renderNotesModal(d, { tr: translator(lang), teamId: 'T0ACME', timeZone: 'UTC', page }));
      }),
      { numRuns: 100 },
    );
  });

  it('the case card is always valid and inert', () => {
    fc.assert(
      fc.property(
        details,
        fc.boolean(),
        fc.constantFrom('UTC', 'Europe/Paris', 'Nowhere/Else'),
        fc.option(facts),
        fc.boolean(),
        language,
        (d, shared, zone, rowFacts, linked, lang) => {
          const message = renderCaseCard(d, {
            tr: translator(lang),
            teamId: 'T0ACME',
            timeZone: zone,
            audience: shared ? 'shared' : 'private',
            sharedBy: 'U0ALICE',
            showContactDetails: true,
            facts: rowFacts ?? undefined,
            caseUrl: caseUrlOf(linked ? 'https://cases.example/case/{number}/{id}' : null, d),
            ...(!shared && linked ? { shared: { by: 'U0ALICE', channelId: 'C0GENERAL', at: new Date(0) } } : {}),
          });
          safeForSlack(message, ['U0ALICE']);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('App Home is always valid and inert, for anyone, with any recent cases, people and settings', () => {
    // Times casebot itself recorded (a view, a request, a change): after 1970.
    const when = fc.date({
      min: new Date(Date.UTC(2000, 0, 1)),
      max: new Date(Date.UTC(2100, 0, 1)),
      noInvalidDate: true,
    });
    const slackUser = fc.stringMatching(/^U[A-Z0-9]{2,12}$/);
    const workspace = fc.record({
      teamId: fc.constant('T0ACME'),
      clientName: hostile(255),
      baseUrl: fc.option(hostile(2048)),
      timeZone: hostile(64),
      pageSize: fc.integer({ min: 1, max: 20 }),
      shareContactDetails: fc.boolean(),
      defaultUserName: fc.option(hostile(255)),
      tokenHint: fc.constantFrom('••••', '••••1234'),
      uninstalledAt: fc.constant(null),
      caseUrlTemplate: fc.option(hostile(1000)),
      language,
      pollIntervalMs: fc.option(fc.integer({ min: 10_000, max: 86_400_000 })),
      pollCallsPerMinute: fc.option(fc.integer({ min: 1, max: 6000 })),
      workflowsUseDefaultUser: fc.boolean(),
      allowSharedChannels: fc.boolean(),
      keepCardsTrue: fc.boolean(),
      recentOrder: fc.constantFrom('updated' as const, 'submitted' as const, null),
    });
    const status = fc.oneof(
      fc.record({ kind: fc.constant('linked' as const), userName: hostile(255) }),
      fc.record({ kind: fc.constant('default_user' as const), userName: hostile(255) }),
      fc.record({
        kind: fc.constant('not_linked' as const),
        requestedAt: fc.option(when, { nil: undefined }),
        adminsKnown: fc.boolean(),
      }),
      fc.constant({ kind: 'not_connected' as const }),
      fc.constant({ kind: 'uninstalled' as const }),
    );
    const recent = fc.record({
      caseId: fc.oneof(fc.integer({ min: 1 }).map(String), hostile(20)),
      caseNumber: fc.oneof(fc.integer({ min: 0 }).map(String), hostile(20)),
      subject: hostile(300),
      viewedAt: when,
    });
    fc.assert(
      fc.property(
        status,
        fc.array(recent, { maxLength: 20 }),
        fc.option(
          fc.record({
            workspace: fc.option(workspace, { nil: undefined }),
            users: fc.array(
              fc.record({ teamId: fc.constant('T0ACME'), slackUserId: slackUser, userName: hostile(255) }),
              {
                maxLength: 60,
              },
            ),
            requests: fc.array(fc.record({ slackUserId: slackUser, requestedAt: when }), {
              maxLength: 30,
            }),
            audit: fc.array(
              fc.record({
                teamId: fc.constant('T0ACME'),
                actor: fc.oneof(slackUser, fc.constant('cli')),
                action: fc.constantFrom('workspace.updated', 'user.linked', 'admin.added', 'odd<!channel>'),
                detail: hostile(1000),
                at: when,
              }),
              { maxLength: 5 },
            ),
            alerts: fc.array(
              fc.record({
                kind: fc.constantFrom(
                  'missing_scope' as const,
                  'service_failing' as const,
                  'reminders_behind' as const,
                ),
                detail: hostile(200),
                since: when,
              }),
              { maxLength: 2 },
            ),
            pollDefaults: fc.record({
              intervalMs: fc.integer({ min: 1000, max: 86_400_000 }),
              callsPerMinute: fc.integer({ min: 1, max: 6000 }),
            }),
            cli: fc.oneof(fc.constant('npm run casebot --'), hostile(300)),
            names: fc.array(fc.tuple(slackUser, hostile(300)), { maxLength: 5 }).map((pairs) => new Map(pairs)),
          }),
          { nil: undefined },
        ),
        language,
        (who, recentCases, admin, lang) => {
          const view = homeView(
            { teamId: 'T0ACME', timeZone: 'UTC', status: who, recent: recentCases, ...(admin ? { admin } : {}) },
            translator(lang),
          );
          expect(homeProblems(view as unknown as Record<string, unknown>)).toEqual([]);
          // Every number a message reads is a number (Intl writes NaN as "NaN", in Arabic "ليس رقمًا").
          expect(JSON.stringify(view.blocks)).not.toMatch(/NaN|ليس رقمًا/);
          const asMessage = { text: 'x', blocks: view.blocks };
          const people = [
            ...(admin?.users ?? []).map((u) => u.slackUserId),
            ...(admin?.requests ?? []).map((r) => r.slackUserId),
            ...(admin?.audit ?? []).map((e) => e.actor),
            // Whom an audit entry concerns, recorded as its leading mention.
            ...(admin?.audit ?? []).flatMap((e) => /^<@([UW][A-Z0-9]{2,31})>/.exec(e.detail)?.slice(1) ?? []),
          ];
          // The only mentions are of the people listed; upstream and typed text stays inert.
          expect(controlSequences(asMessage).filter((c) => !isOwnSequence(c, people))).toEqual([]);
          expect(parsedTexts(asMessage).filter((t) => /@(here|channel|everyone)/i.test(t))).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the admin modals are always valid, whatever the stored settings', () => {
    fc.assert(
      fc.property(
        fc.option(
          fc.record({
            teamId: fc.constant('T0ACME'),
            clientName: fc.string({ maxLength: 255 }),
            baseUrl: fc.option(fc.string({ maxLength: 2048 })),
            timeZone: fc.string({ maxLength: 64 }),
            pageSize: fc.integer({ min: 1, max: 20 }),
            shareContactDetails: fc.boolean(),
            defaultUserName: fc.option(fc.string({ maxLength: 255 })),
            tokenHint: fc.constant('••••1234'),
            uninstalledAt: fc.constant(null),
            pollIntervalMs: fc.option(fc.integer({ min: 10_000, max: 86_400_000 })),
            pollCallsPerMinute: fc.option(fc.integer({ min: 1, max: 6000 })),
            workflowsUseDefaultUser: fc.boolean(),
            allowSharedChannels: fc.boolean(),
            keepCardsTrue: fc.boolean(),
            recentOrder: fc.constantFrom('updated' as const, 'submitted' as const, null),
            caseUrlTemplate: fc.option(fc.string({ maxLength: 1000 })),
            language,
          }),
          { nil: undefined },
        ),
        fc.option(hostile(3000), { nil: undefined }),
        language,
        fc.option(hostile(255), { nil: undefined }),
        (workspace, checkResult, lang, asUser) => {
          expect(
            modalProblems(
              settingsModal(translator(lang), workspace, {
                ...(checkResult ? { note: { text: checkResult, level: 'error' as const } } : {}),
                asUser,
              }) as never,
            ),
          ).toEqual([]);
          expect(modalProblems(linkModal(translator(lang), 'U0NINA') as never)).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a page of the list is always valid and inert', () => {
    fc.assert(
      fc.property(
        fc.array(listItem, { minLength: 0, maxLength: 20 }),
        fc.string({ maxLength: 100 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        language,
        (items, searchText, offset, hasNext, lang) => {
          safeForSlack(
            renderCaseList({
              tr: translator(lang),
              teamId: 'T0ACME',
              searchText,
              offset,
              pageSize: 20,
              items,
              hasNext,
              nextOffset: offset + items.length,
              timeZone: 'UTC',
            }),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
