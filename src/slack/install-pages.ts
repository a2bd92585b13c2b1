import type { IncomingMessage, ServerResponse } from 'node:http';
import { langForLocale } from '../i18n/languages';
import { translator } from '../i18n/translate';
import { REFUSED_STATE_CODES } from '../logging';

/** Where an install starts again. */
const INSTALL_PATH = '/slack/install';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The page an install that could not finish ends on (Bolt's callback failure): a link used twice or too
 * late is the person's to start again (400), anything else a line to try again (500); in the browser's
 * language where casebot speaks it, and never the error's own words.
 */
export function installFailure(
  error: { code?: unknown },
  _options: unknown,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const stateRefused = typeof error.code === 'string' && REFUSED_STATE_CODES.has(error.code);
  const asked = String(req.headers['accept-language'] ?? '')
    .split(',')[0]
    ?.split(';')[0]
    ?.trim();
  const tr = translator(langForLocale(asked));
  const line = tr.t(stateRefused ? 'install.linkUsed' : 'install.failed', { path: INSTALL_PATH });
  const dir = tr.lang === 'ar' ? 'rtl' : 'ltr';
  res.writeHead(stateRefused ? 400 : 500, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="${tr.lang}" dir="${dir}"><head><meta charset="utf-8"><title>casebot</title></head>` +
      `<body><p>${escapeHtml(line)}</p></body></html>`,
  );
}
