import { CATALOGUES, type MessageKey } from '../../src/i18n/translate';
import type { Lang } from '../../src/i18n/languages';

// One term per idea per language, the same in the prompts, the help, App Home and the posts: an aging
// case is "en souffrance" in every French message, never also "en retard"; a card is a "fiche", never
// also a "carte". Sending late (a digest or a reminder casebot could not send on time) is another idea.
const LATE: MessageKey[] = ['digest.late', 'reminder.late', 'admin.alert.remindersBehind'];
const GLOSSARY: {
  lang: Lang;
  idea: string;
  term: RegExp;
  never: RegExp;
  except?: MessageKey[];
  said?: MessageKey[];
}[] = [
  { lang: 'en', idea: 'aging', term: /\baging\b/i, never: /\bstale\b|\bstagnant\b|\boverdue cases\b/i },
  { lang: 'fr', idea: 'aging', term: /en souffrance/i, never: /en retard|\bretard\b/i, except: LATE },
  { lang: 'de', idea: 'aging', term: /überfällig/i, never: /liegengeblieben|veraltet|verzögert/i },
  { lang: 'it', idea: 'aging', term: /\bferm[ae]\b/i, never: /in ritardo|\britardo\b/i, except: LATE },
  { lang: 'da', idea: 'aging', term: /i stå/i, never: /forsink/i, except: LATE },
  { lang: 'ar', idea: 'aging', term: /راكد/, never: /متأخر|التأخر/, except: LATE },
  { lang: 'fr', idea: 'card', term: /\bfiches?\b/i, never: /\bcartes?\b/i },
  // A channel is a Kanal wherever German meets it (optional permissions too), never also a Channel.
  {
    lang: 'de',
    idea: 'channel',
    term: /Kan(al|äle|als|älen)\b|kanal/,
    never: /Channels?\b/,
    said: ['button.openChannel', 'scopes.caseChannels', 'scopes.liveCards'],
  },
  // A direct message: one word on one screen (a person's Home says both reminders and aging alerts).
  {
    lang: 'fr',
    idea: 'DM',
    term: /message direct/i,
    never: /messages? privés?/i,
    said: ['reminder.set', 'home.agingDmOff'],
  },
  {
    lang: 'ar',
    idea: 'DM',
    term: /رسالة مباشرة/,
    never: /رسالة خاصة|رسائل خاصة/,
    said: ['reminder.set', 'home.agingDmOff'],
  },
];
/** Where each aging term must be: the Messages tab's prompt and help, the digest's column, the alerts' summary. */
const AGING_SAID_IN: MessageKey[] = ['agent.prompt.agingAsk', 'agent.help', 'common.overdue', 'aging.summary'];

describe.each(GLOSSARY)('$lang: $idea', ({ lang, idea, term, never, except = [], said }) => {
  const catalogue = CATALOGUES[lang] as Record<string, string>;

  it('is never said in another word', () => {
    const other = Object.entries(catalogue).filter(
      ([key, text]) => !except.includes(key as MessageKey) && never.test(text),
    );
    expect(other.map(([key]) => key)).toEqual([]);
  });

  it('is said in its one word wherever people meet it', () => {
    const keys = said ?? (idea === 'aging' ? AGING_SAID_IN : (['live.stopped', 'usage.channel'] as MessageKey[]));
    expect(keys.filter((key) => !term.test(catalogue[key] ?? ''))).toEqual([]);
  });
});

// Italian addresses the reader as lei, written lower case where it does not begin a sentence (as Italian
// software writes it today), the same in every message.
describe('it: the courtesy form', () => {
  it('is lower case in the middle of a sentence, in every message', () => {
    const capitalised = Object.entries(CATALOGUES.it).filter(([, text]) =>
      /[\p{Ll},;:] (Lei|Le|Sua|Suo|Sue|Suoi)\b/u.test(String(text)),
    );
    expect(capitalised.map(([key]) => key)).toEqual([]);
  });
});
