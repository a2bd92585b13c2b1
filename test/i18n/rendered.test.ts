import * as notices from '../../src/blocks/notices';
import { loadingModal, noticeModal, renderNotesModal } from '../../src/blocks/notes-modal';
import { LANGUAGES } from '../../src/i18n/languages';
import { translator } from '../../src/i18n/translate';
import { assertValidMessage, assertValidModal } from '../helpers/block-kit';
import { details } from '../helpers/details';

const long = `${'Überlange Beschreibung مع نص عربي طويل '.repeat(200)}`;

describe.each(LANGUAGES)('every message in %s, filled with long data', (lang) => {
  const tr = translator(lang);
  const messages = [
    notices.usage(tr),
    notices.caseNumberHint(tr, long),
    notices.oneCaseAtATime(tr),
    notices.badCaseNumber(tr),
    notices.caseNotFound(tr, 2_147_483_647),
    notices.searchTooLong(tr),
    notices.notConnected(
      tr,
      'E0123456789012345678901234567890',
      `DATABASE_URL=sqlite:/${'x'.repeat(300)} npm run casebot --`,
    ),
    notices.uninstalled(tr),
    notices.storeUnavailable(tr, 'ABCDEF12'),
    notices.notLinked(tr),
    notices.notLinked(tr, true),
    notices.unfurlHint(tr),
    notices.credentialsUnreadable(tr, 'E0123456789012345678901234567890', 'ABCDEF12'),
    notices.noBaseUrl(tr, 'E0123456789012345678901234567890'),
    notices.serviceRefused(tr, 2_147_483_647, long, 'ABCDEF12'),
    notices.serviceRefused(tr, 5, '', 'ABCDEF12'),
    notices.serviceUnavailable(tr, 'timeout', 'ABCDEF12'),
    notices.serviceUnavailable(tr, 'unreachable', 'ABCDEF12'),
    notices.serviceUnavailable(tr, 'garbled', 'ABCDEF12'),
    notices.internalError(tr, 'ABCDEF12'),
    notices.staleButton(tr),
    notices.notesUnavailable(tr),
    notices.shareFailed(tr, 'ABCDEF12'),
  ];

  it('is valid Block Kit within Slack’s limits', () => {
    for (const message of messages) assertValidMessage(message as unknown as Record<string, unknown>);
  });

  it('has modals whose titles and buttons fit', () => {
    const big = details({ caseNumber: 2_147_483_647, subject: long });
    for (const page of [0, 1]) {
      assertValidModal(
        renderNotesModal(big, { tr, teamId: 'T0ACME', timeZone: 'UTC', page }) as unknown as Record<string, unknown>,
      );
    }
    assertValidModal(loadingModal(tr, 2_147_483_647) as unknown as Record<string, unknown>);
    assertValidModal(noticeModal(tr, notices.staleButton(tr)) as unknown as Record<string, unknown>);
    // Titles are cut to fit, never left blank.
    expect(
      renderNotesModal(big, { tr, teamId: 'T0ACME', timeZone: 'UTC', page: 0 }).title.text.length,
    ).toBeLessThanOrEqual(24);
  });
});
