import type { HomeView, KnownBlock } from '@slack/types';
import { LANGUAGE_IN_SENTENCE } from '../i18n/languages';
import type { Translator } from '../i18n/translate';
import { encodeValue } from './button-values';
import { ActionId } from './ids';
import { button, oneLine, safe } from './text';
import { LIMITS, truncate } from './limits';
import { adminBlocks } from './home-admin';
import { listingBlocks } from './home-listings';
import { myCasesBlocks } from './home-mine';
import { quietBlocks } from './channel-quiet';
import { recentOrderBlocks } from './home-order';
import { scopeBlocks } from './home-scopes';
import { context, header, type HomeModel, section, VIEW_BLOCKS, when } from './home-model';
import { forReader } from './bidi';

export { HOME_AUDIT, HOME_REQUESTS, HOME_USERS, VIEW_BLOCKS } from './home-model';
export type { AdminHome, HomeMine, HomeModel, HomeStatus } from './home-model';

/** casebot's App Home for one person: where they stand, their recent cases, and for admins the settings. */
export function homeView(model: HomeModel, tr: Translator): HomeView {
  return forReader(tr.lang, homeViewUnread(model, tr));
}

function homeViewUnread(model: HomeModel, tr: Translator): HomeView {
  const { t } = tr;
  const blocks: KnownBlock[] = [header(t('home.title'))];
  if (model.notice) blocks.push(section(truncate(model.notice, LIMITS.sectionText)));
  blocks.push(section(t('home.intro')));
  blocks.push(...statusBlocks(model, tr));
  blocks.push(context(t('home.language', { language: LANGUAGE_IN_SENTENCE[tr.lang] })));
  if (model.mine !== undefined) blocks.push(...myCasesBlocks(tr, model.mine ?? undefined, model));
  if (model.kinds) blocks.push(...model.kinds);
  if (model.status.kind === 'linked' || model.status.kind === 'default_user') {
    blocks.push({ type: 'divider' }, header(t('home.recent')));
    if (model.recent.length === 0) blocks.push(context(t('home.noRecent')));
    model.recent.forEach((item, index) => {
      const caseId = Number(item.caseId);
      const caseNumber = Number(item.caseNumber);
      const opened = t('home.opened', { date: when(item.viewedAt, model.timeZone, tr) });
      const said = truncate((item.lines ?? []).map((line) => ` · ${line}`).join(''), 1000);
      const text = `*#${safe(item.caseNumber, 20)}* ${safe(oneLine(item.subject), 300) || t('card.noSubject')}\n${opened}${said}`;
      const openable = Number.isSafeInteger(caseId) && caseId > 0 && Number.isSafeInteger(caseNumber);
      blocks.push(
        section(
          text,
          openable
            ? button(
                `${ActionId.homeViewPrefix}${index}`,
                t('button.view'),
                encodeValue({ t: model.teamId, c: caseId, n: caseNumber }),
              )
            : undefined,
        ),
      );
    });
  }
  if (model.admin) blocks.push(...adminBlocks(model, model.admin, tr));
  // The kinds' settings, digests and less noise once the workspace is connected (nothing posts unasked before).
  if (model.admin?.workspace) {
    if (model.admin.kinds) blocks.push(...model.admin.kinds);
    if (model.admin.listings) blocks.push(...listingBlocks(model, model.admin.listings, tr, model.admin.cli));
    if (model.admin.quiet) blocks.push(...quietBlocks(tr, model.teamId, model.admin.quiet));
    if (model.admin.recentOrder) blocks.push(...recentOrderBlocks(tr, model.admin.recentOrder));
    if (model.admin.scopes) blocks.push(...scopeBlocks(tr, model.admin.scopes));
  }
  return { type: 'home', blocks: blocks.slice(0, VIEW_BLOCKS) };
}

function statusBlocks(model: HomeModel, tr: Translator): KnownBlock[] {
  const { t } = tr;
  const { status } = model;
  switch (status.kind) {
    case 'linked':
      return [section(t('home.linked', { userName: safe(status.userName, 255) }))];
    case 'default_user':
      return [section(t('home.linkedDefault', { userName: safe(status.userName, 255) }))];
    case 'not_connected':
      // An admin connects it right here (the Connect button of their part below).
      return [
        section(model.admin ? t('home.notConnectedAdmin', { connect: t('admin.connect') }) : t('home.notConnected')),
      ];
    case 'uninstalled':
      return [section(t('unserved.uninstalled'))];
    case 'not_linked': {
      const blocks = [section(t('home.notLinked'))];
      // An admin links themselves (asking for access would only tell themselves).
      if (model.admin) {
        blocks.push(
          section(t('home.notLinkedAdmin'), button(ActionId.linkSelf, t('home.linkSelf'), 'self', 'primary')),
        );
        return blocks;
      }
      if (status.requestedAt) {
        blocks.push(context(t('home.requested', { date: when(status.requestedAt, model.timeZone, tr) })));
        if (!status.adminsKnown) blocks.push(context(t('home.noAdmins')));
      } else {
        blocks.push({
          type: 'actions',
          elements: [button(ActionId.requestAccess, t('home.requestAccess'), 'request', 'primary')],
        });
      }
      return blocks;
    }
  }
}
