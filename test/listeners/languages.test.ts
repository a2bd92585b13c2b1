import { ActionId } from '../../src/blocks/ids';
import { account, fakeCase } from '../helpers/fake-cases';
import { findButtons, Harness, visibleText } from '../helpers/harness';
import { LanguageId } from '../../src/case-api/language';
import { serviceWord } from '../../src/sandbox/service-words';

const printer = fakeCase({
  caseNumber: 1234,
  subject: 'Printer on floor 3',
  notes: [{ id: 1, note: 'Toner replaced', createdOn: new Date(Date.UTC(2026, 10, 4, 9, 0)), createdBy: 'j.doe' }],
});
const scanner = fakeCase({ caseNumber: 1235, subject: 'Scanner', status: 'In progress', priority: 'High' });

describe('each reader in their own language; channels in the workspace language', () => {
  const readers = [
    { userId: 'U0CLAIRE', userName: 'c.martin', locale: 'fr-FR' },
    { userId: 'U0HANS', userName: 'h.becker', locale: 'de-DE' },
    { userId: 'U0AMAL', userName: 'a.haddad', locale: 'ar-SA' },
    { userId: 'U0PEDRO', userName: 'p.silva', locale: 'pt-BR' },
  ];
  const harness = new Harness({
    accounts: { acme: account([printer, scanner]) },
    // The workspace's channels read German.
    workspaces: [{ language: 'de' }],
    links: readers.map(({ userId, userName }) => ({ slackUserId: userId, userName })),
    prepare: async (h) => {
      for (const r of readers) h.slack.users.set(r.userId, { locale: r.locale });
    },
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.caseApi.requests.length = 0;
  });

  it.each([
    [
      'U0CLAIRE',
      '6',
      'Dossier n° 1234 · Printer on floor 3',
      ['Statut', 'Client', 'Créé le'],
      'Partager dans le canal',
    ],
    ['U0HANS', '7', 'Vorgang Nr. 1234 · Printer on floor 3', ['Status', 'Kunde', 'Erstellt'], 'Im Kanal teilen'],
    [
      'U0AMAL',
      '1',
      'الشكوى رقم \u20681234\u2069 · \u2068Printer on floor 3\u2069',
      ['الحالة', 'العميل', 'تاريخ الإنشاء'],
      'مشاركة في القناة',
    ],
    ['U0PEDRO', '2', 'Case #1234 · Printer on floor 3', ['Status', 'Customer', 'Created'], 'Share in channel'],
  ])(
    '%s gets the card in their language, and languageId %s upstream',
    async (userId, languageId, header, labels, share) => {
      const { reply } = await harness.ask('/case', '1234', { userId });
      const text = visibleText(reply);
      expect(text.split('\n')[0]).toBe(header);
      for (const label of labels) expect(text).toContain(`*${label}*`);
      expect(findButtons(reply)[0]?.text.text).toBe(share);
      const asked = harness.caseApi.requests.map((r) => r.query.languageId);
      expect(asked.length).toBeGreaterThan(0);
      expect(new Set(asked)).toEqual(new Set([languageId]));
    },
  );

  it('says "not found" and shows help in the reader’s language', async () => {
    const { reply } = await harness.ask('/case', '9999', { userId: 'U0CLAIRE' });
    expect(reply.text).toBe(
      'Aucun dossier n° 9999 ne vous est accessible. Pour chercher par objet, essayez `/cases &lt;texte&gt;`.',
    );
    const help = await harness.ask('/case', 'help', { userId: 'U0HANS' });
    expect(help.reply.text).toContain('*casebot* zeigt Vorgänge');
  });

  it('posts the shared card in the workspace language, and keeps the sharer’s private card in theirs', async () => {
    const { reply } = await harness.ask('/case', '1234', { userId: 'U0CLAIRE' });
    const { posts } = await harness.click(reply, ActionId.share, { userId: 'U0CLAIRE' });
    const [mine] = posts;
    const shared = { ...(harness.slack.messages.get('C0GENERAL') ?? []).at(-1) } as Record<string, unknown>;
    expect(visibleText(shared)).toContain('Wird von casebot aktuell gehalten');
    expect(visibleText(shared ?? {})).toContain('<@U0CLAIRE> hat einen Vorgang geteilt');
    expect(visibleText(shared ?? {})).toContain('Vorgang Nr. 1234');
    expect(findButtons(shared ?? {}).map((b) => b.text.text)).toEqual(['Details anzeigen']);
    expect(visibleText(mine ?? {})).toMatch(/<@U0CLAIRE> a partagé ce dossier dans <#C0GENERAL> · <!date\^/);
  });

  it('reads the shared card’s status and priority in the channel’s language, as every later check of it does', async () => {
    // A service that answers in the asked language, as the real one does.
    harness.caseApi.options.speaksLanguages = true;
    try {
      const { reply } = await harness.ask('/case', '1235', { userId: 'U0CLAIRE' });
      expect(visibleText(reply)).toContain(serviceWord(LanguageId.French, scanner.status));
      harness.caseApi.requests.length = 0;
      const { posts } = await harness.click(reply, ActionId.share, { userId: 'U0CLAIRE' });
      const shared = { ...(harness.slack.messages.get('C0GENERAL') ?? []).at(-1) } as Record<string, unknown>;
      expect(visibleText(shared)).toContain(serviceWord(LanguageId.German, scanner.status));
      expect(visibleText(shared)).not.toContain(serviceWord(LanguageId.French, scanner.status));
      // Her private card, redrawn as shared, stays in French: its labels and the service's words.
      const mine = visibleText(posts[0] ?? {});
      expect(mine).toContain(serviceWord(LanguageId.French, scanner.status));
      expect(mine).not.toContain(serviceWord(LanguageId.German, scanner.status));
      // Fetched as Claire, in German for the channel (hers in French is the one she just opened, kept a minute).
      const forCard = harness.caseApi.requests.filter((r) => r.operation === 'GetCaseDetails');
      expect(forCard.map((r) => [r.query.userName, r.query.languageId])).toEqual([['c.martin', '7']]);
    } finally {
      harness.caseApi.options.speaksLanguages = false;
    }
  });

  it('starts every line of an Arabic reader’s replies right to left, whatever its words', async () => {
    const rtl = (text: string) =>
      text
        .split('\n')
        .filter((line) => /\p{L}/u.test(line))
        .every((line) => /^(?:\u200f|[*_~`\s>]*[\u0600-\u06ff])/u.test(line));
    const hint = await harness.ask('/case', 'printer', { userId: 'U0AMAL' });
    expect(rtl(visibleText(hint.reply))).toBe(true);
    await harness.ask('/cases', 'follow printer priority:high', { userId: 'U0AMAL', channelId: 'C0AMAL' });
    const following = await harness.ask('/cases', 'following', { userId: 'U0AMAL', channelId: 'C0AMAL' });
    expect(visibleText(following.reply)).toContain('printer');
    expect(rtl(visibleText(following.reply))).toBe(true);
  });

  it('lists cases in the reader’s language, Arabic numbers kept in order', async () => {
    const { reply } = await harness.ask('/cases', 'printer', { userId: 'U0AMAL' });
    expect(visibleText(reply)).toContain('الشكاوى المطابقة لـ«\u2068printer\u2069»');
    expect(findButtons(reply).map((b) => b.text.text)).toContain('عرض');
  });
});
