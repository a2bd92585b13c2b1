import fc from 'fast-check';
import { renderCaseCard } from '../../src/blocks/case-card';
import { CHANNEL_NAME, caseChannelLine, channelModal, channelNameFor } from '../../src/kinds/live-card/channel-blocks';
import { cardReply, caseTopic, endedCard, keptLive } from '../../src/kinds/live-card/card-blocks';
import { LANGUAGES } from '../../src/i18n/languages';
import { translator } from '../../src/i18n/translate';
import { fairShares } from '../../src/polling/poll-plan';
import { blockKitProblems, controlSequences, isOwnSequence, modalProblems, parsedTexts } from '../helpers/block-kit';
import { details, facts, hostile } from '../helpers/arbitraries';

// What a live card says, for any case the service could answer, in every language: valid Block Kit,
// nothing from the service a mention or a link, and its ending said without the menu that stopped it.
const language = fc.constantFrom(...LANGUAGES);
const note = fc.record({
  id: fc.integer({ min: 1, max: 1e6 }),
  note: hostile(2000),
  createdOn: hostile(30),
  createdBy: hostile(60),
});

function inert(message: Record<string, unknown>, own: string[] = []) {
  expect(blockKitProblems(message)).toEqual([]);
  expect(controlSequences(message).filter((s) => !isOwnSequence(s, own) && !own.includes(s))).toEqual([]);
  expect(parsedTexts(message).filter((t) => /@(here|channel|everyone)/i.test(t))).toEqual([]);
}

describe('a live card, under any upstream text', () => {
  it('renders, updates and ends as valid Block Kit with nothing of the service live', () => {
    fc.assert(
      fc.property(details, fc.option(facts, { nil: undefined }), language, fc.nat(1000), (d, f, lang, version) => {
        const tr = translator(lang);
        const card = renderCaseCard(d, {
          tr,
          teamId: 'T0ACME',
          timeZone: 'UTC',
          audience: 'shared',
          showContactDetails: false,
          facts: f,
          sharedBy: 'U0ANN',
          kept: keptLive(tr, { version, updatedAt: new Date(Date.UTC(2026, 10, 25)) }, 'UTC'),
          lines: [caseChannelLine(tr, { channelId: 'C0CASE', channelName: 'case-1' })],
        });
        inert(card as unknown as Record<string, unknown>, ['<@U0ANN>', '<#C0CASE>']);
        const json = JSON.stringify(card);
        expect(json).toContain(`"block_id":"case_actions.v${version}"`);
        expect(json).toContain('"action_id":"live_card_menu"');
        const ended = endedCard(card, tr, { reason: 'stopped', by: 'U0BOB' });
        inert(ended as unknown as Record<string, unknown>, ['<@U0ANN>', '<@U0BOB>', '<#C0CASE>']);
        expect(JSON.stringify(ended)).not.toContain('live_card_menu');
        expect(JSON.stringify(ended)).not.toContain('live_card_line');
        // A card posted before its ids named the module (`card_menu`, `card_live.v3`) ends the same way.
        const former = JSON.parse(json.replace(/live_card_menu/g, 'card_menu').replace(/live_card_line/g, 'card_live'));
        const endedFormer = JSON.stringify(endedCard(former, tr, { reason: 'stopped', by: 'U0BOB' }));
        expect(endedFormer).not.toContain('card_menu');
        expect(endedFormer).not.toContain('card_live');
        expect(endedFormer).toBe(JSON.stringify(ended));
      }),
      { numRuns: 150 },
    );
  });

  it('tells its thread as valid Block Kit, and its topic as inert plain text', () => {
    fc.assert(
      fc.property(
        hostile(300),
        hostile(300),
        hostile(100),
        fc.array(note, { maxLength: 12 }),
        language,
        (a, b, p, notes, lang) => {
          const reply = cardReply(translator(lang), {
            caseNumber: 1234,
            timeZone: 'UTC',
            oldStatus: a,
            newStatus: b,
            newNotes: notes,
          });
          if (reply) inert(reply as unknown as Record<string, unknown>);
          else expect(a === b && notes.length === 0).toBe(true);
          const topic = caseTopic(1234, b, p);
          expect(topic.length).toBeLessThanOrEqual(250);
          expect(topic.startsWith('#1234')).toBe(true);
          expect(topic).not.toMatch(/<[!@#]|@(here|channel|everyone)\b/i);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('proposes a channel name Slack takes, for any subject, in a modal within Slack’s limits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_147_483_647 }),
        hostile(400),
        language,
        fc.boolean(),
        (n, subject, lang, live) => {
          const name = channelNameFor(n, subject);
          expect(name).toMatch(CHANNEL_NAME);
          expect(name.startsWith(`case-${n}`)).toBe(true);
          expect(name.length).toBeLessThanOrEqual(80);
          const view = channelModal(translator(lang), {
            caseNumber: n,
            name,
            asker: 'U0ANN',
            privateMetadata: '{}',
            live,
          });
          expect(modalProblems(view as unknown as Record<string, unknown>)).toEqual([]);
          // It promises a card kept up to date only where the workspace keeps cards up to date.
          const intro = translator(lang).t(live ? 'channel.intro' : 'channel.introNotLive', { caseNumber: String(n) });
          expect(JSON.stringify(view)).toContain(JSON.stringify(intro).slice(1, -1));
        },
      ),
      { numRuns: 200 },
    );
    expect(channelNameFor(1234, 'Printer on floor 3!')).toBe('case-1234-printer-on-floor-3');
    expect(channelNameFor(7, 'Café — ÉTÉ')).toBe('case-7-cafe-ete');
    // Right-to-left words would show out of order after case-1312-: left out of the proposal.
    expect(channelNameFor(1312, 'الطابعة لا تعمل في الطابق 6')).toBe('case-1312-6');
    expect(channelNameFor(1313, 'הדפסת Printer')).toBe('case-1313-printer');
    expect(channelNameFor(1314, 'Принтер не печатает')).toBe('case-1314-принтер-не-печатает');
  });

  it('shares a poll’s calls fairly: each kind its part, what one leaves to the others', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.array(fc.nat(3000), { minLength: 1, maxLength: 4 }),
        (budget, wants) => {
          const shares = fairShares(budget, wants);
          shares.forEach((s, i) => {
            expect(s).toBeLessThanOrEqual(Math.max(1, wants[i] ?? 0));
            if ((wants[i] ?? 0) > 0) expect(s).toBeGreaterThanOrEqual(1);
            else expect(s).toBe(0);
          });
          const wanting = wants.filter((w) => w > 0).length;
          // Over the budget only by the one each kind is always given.
          expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(Math.max(budget, wanting));
          // Nobody wanting more is left below an equal part while something is unspent.
          const spent = shares.reduce((a, b) => a + b, 0);
          if (spent < budget) shares.forEach((s, i) => expect(s).toBe(wants[i]));
        },
      ),
      { numRuns: 300 },
    );
    expect(fairShares(10, [100, 100, 100])).toEqual([4, 3, 3]);
    expect(fairShares(12, [100, 2, 100])).toEqual([5, 2, 5]);
  });
});
