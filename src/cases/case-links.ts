import { bareUrl } from '../lib/urls';

/** A case a link or a message names: by its number (what people see) or its ComplaintId. */
export type CaseMention = { kind: 'number'; caseNumber: number } | { kind: 'id'; caseId: number };

const MAX_ID = 2_147_483_647;

/**
 * The pattern of a workspace's case URL template, e.g. `https://cases.acme.example/case/{number}`:
 * the template's own text must match exactly (a query string or fragment after it is allowed).
 */
function patternOf(template: string): RegExp {
  const parts = template.split(/(\{number\}|\{id\})/);
  const body = parts
    .map((part) =>
      part === '{number}'
        ? '(?<number>\\d{1,10})'
        : part === '{id}'
          ? '(?<id>\\d{1,10})'
          : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${body}/?(?:[?#].*)?$`, 'i');
}

const patterns = new Map<string, RegExp>();

/** The case a URL points to when it matches the workspace's template; undefined otherwise. */
export function parseCaseLink(template: string | null | undefined, url: string): CaseMention | undefined {
  if (!template || url.length > 3000) return undefined;
  let pattern = patterns.get(template);
  if (!pattern) {
    pattern = patternOf(template);
    if (patterns.size < 1000) patterns.set(template, pattern);
  }
  const groups = pattern.exec(url.trim())?.groups;
  const id = Number(groups?.id);
  if (groups?.id !== undefined && Number.isInteger(id) && id > 0 && id <= MAX_ID) return { kind: 'id', caseId: id };
  const caseNumber = Number(groups?.number);
  if (groups?.number !== undefined && Number.isInteger(caseNumber) && caseNumber > 0 && caseNumber <= MAX_ID) {
    return { kind: 'number', caseNumber };
  }
  return undefined;
}

/**
 * The cases a message names, in order and once each: `#1234`, `case 1234` / `case #1234`, and links
 * that match the workspace's template: Slack's own `<url>` and `<url|label>`, and bare URLs in plain
 * text, with the sentence's punctuation after them left out.
 */
export function findCaseMentions(text: string, template: string | null | undefined): CaseMention[] {
  const found: { at: number; mention: CaseMention }[] = [];
  for (const match of text.matchAll(/<(https?:\/\/[^|>\s]+)(?:\|[^>]*)?>|(https?:\/\/[^\s<>]+)/g)) {
    const mention = parseCaseLink(template, match[1] ?? bareUrl(match[2] ?? ''));
    if (mention) found.push({ at: match.index ?? 0, mention });
  }
  // Numbers outside links: `#1234` or `case 1234`, not part of a longer word or number.
  const withoutLinks = text.replace(/<https?:\/\/[^>]*>|https?:\/\/[^\s<>]+/g, (link) => ' '.repeat(link.length));
  for (const match of withoutLinks.matchAll(/(?:^|[^\w#])(?:#|case\s+#?)(\d{1,10})(?!\w)/gi)) {
    const caseNumber = Number(match[1]);
    if (caseNumber > 0 && caseNumber <= MAX_ID)
      found.push({ at: match.index ?? 0, mention: { kind: 'number', caseNumber } });
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.mention)
    .filter((m) => {
      const key = m.kind === 'id' ? `id:${m.caseId}` : `n:${m.caseNumber}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
