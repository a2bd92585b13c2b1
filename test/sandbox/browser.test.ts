import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { createLogger } from '../../src/logging';
import { type Sandbox, startSandbox } from '../../src/sandbox/start';
import { ROOT, runCliProcess } from '../helpers/processes';
import { waitUntil } from '../helpers/wait';

// Debian's chromium: no browser download is possible here. `.ci/run` installs it when it is missing.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// `npm run screenshots` copies the ones the README shows into docs/.
const SHOTS = join(ROOT, 'test-results');

/** The page as a newcomer opens it, with nothing said before (a plain reload keeps what was said). */
const fresh = (url: string) => `${url}${url.includes('?') ? '&' : '?'}fresh`;
/** When this file began: a picture older than that was not written by this run. */
const started = Date.now();

// One Chromium for the whole file: each part of it opens its own page on its own sandbox.
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe('the sandbox in a real browser', () => {
  let sandbox: Sandbox;
  let page: Page;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, logger: createLogger('silent'), firstRow: 1 });
    // The zone the README's examples use, so its pictures show the same times.
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC', locale: 'en-US' });
    await page.goto(fresh(sandbox.url));
    await page.waitForSelector('body[data-ready="true"]');
  }, 60_000);

  afterAll(async () => {
    await page?.close();
    await sandbox?.close();
  });

  // A clean page for each test, as a newcomer opens it: no message, modal or reader left by the test
  // before shows in its pictures (the sandbox's service and Slack keep what happened, as Slack would).
  beforeEach(async () => {
    await page.goto(fresh(sandbox.url));
    await page.waitForSelector('body[data-ready="true"]');
  });

  const type = async (text: string) => {
    await page.fill('#text', text);
    await page.press('#text', 'Enter');
  };
  // #support's own messages: not a thread's replies, nor a case channel's messages (its pane comes later).
  const lastBot = () => page.locator('#messages > .msg[data-key]').last();
  /** Types a command and gives casebot's next message (not whatever was last before it). */
  const ask = async (text: string) => {
    const before = await page.locator('#messages > .msg[data-key]').count();
    await type(text);
    const reply = page.locator('#messages > .msg[data-key]').nth(before);
    await reply.waitFor();
    return reply;
  };

  it('lists /cases mine: the asker’s own cases among the recent ones, then looks further back', async () => {
    const mine = await ask('/cases mine');
    await mine
      .locator('.block')
      .getByText(/^Your cases/)
      .waitFor();
    await mine
      .locator('.block')
      .getByText(/most recent cases \(1–300, counting back/)
      .waitFor();
    expect(
      (await mine.locator('.section b').allTextContents()).filter((t) => t.startsWith('#')).length,
    ).toBeGreaterThan(0);
    await mine.getByRole('button', { name: 'Look further' }).click();
    await mine
      .locator('.block')
      .getByText(/most recent cases \(301–/)
      .waitFor();
    expect(await mine.getByRole('button', { name: 'Look further' }).count()).toBe(0);
  }, 60_000);

  it('searches, pages with Next and Prev, opens a case with View and shares it', async () => {
    await type('/cases printer');
    const list = lastBot();
    await list.locator('.block').getByText('Cases matching “printer”').waitFor();
    await list.locator('.only-you').waitFor();
    const firstPage = await list.locator('.section b').allTextContents();
    expect(firstPage.filter((t) => t.startsWith('#'))).toHaveLength(10);

    await list.getByRole('button', { name: 'Next ▶' }).click();
    await list
      .locator('.block')
      .getByText(/· 11–20/)
      .waitFor();
    expect(await page.locator('.msg[data-key]').count()).toBe(1);
    const secondPage = await list.locator('.section b').allTextContents();
    expect(secondPage.filter((t) => firstPage.includes(t) && t.startsWith('#'))).toEqual([]);

    await list.getByRole('button', { name: '◀ Prev' }).click();
    await list
      .locator('.block')
      .getByText(/· 1–10/)
      .waitFor();
    expect(await list.locator('.section b').allTextContents()).toEqual(firstPage);

    await list.locator('button[data-action-id="case_view_0"]').click();
    await page.locator('.msg[data-key]').nth(1).locator('.header').waitFor();
    const card = page.locator('.msg[data-key]').nth(1);
    const header = await card.locator('.header').textContent();
    expect(header).toMatch(/^Case #\d+ · /);
    expect(await card.getAttribute('data-visibility')).toBe('ephemeral');

    await card.getByRole('button', { name: 'Share in channel' }).click();
    const shared = page.locator('.msg[data-visibility="in_channel"]');
    await shared.waitFor();
    expect(await shared.locator('.only-you').count()).toBe(0);
    expect(await shared.locator('.block').first().textContent()).toContain('@Alice shared a case');
    await card.locator('.block').getByText('@Alice shared this case in #support ·').waitFor();
    expect(await card.getByRole('button', { name: 'Share in channel' }).count()).toBe(0);

    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'shared-card.png'), fullPage: false });

    // Someone else in the channel asks for the full card: it comes to them privately, fetched as them.
    await page.selectOption('#user', 'U0CLAIRE');
    const before = await page.locator('.msg[data-key]').count();
    await shared.getByRole('button', { name: 'View details' }).click();
    await page.locator('.msg[data-key]').nth(before).locator('.header').waitFor();
    const theirs = page.locator('.msg[data-key]').nth(before);
    expect(await theirs.getAttribute('data-visibility')).toBe('ephemeral');
    // Claire reads French: the full card comes to her in French.
    expect(await theirs.locator('.header').textContent()).toBe(header?.replace('Case #', 'Dossier n° '));
    await page.selectOption('#user', 'U0ALICE');
  }, 60_000);

  it('pages a several-word search the service finds nothing for as written, every word kept', async () => {
    await type('/cases printer blank pages');
    const list = lastBot();
    await list
      .locator('.block')
      .getByText(/holds every word/)
      .waitFor();
    await list.getByRole('button', { name: 'Next ▶' }).click();
    await list
      .locator('.block')
      .getByText(/· 11–20/)
      .waitFor();
    expect(
      await list
        .locator('.block')
        .getByText(/holds every word/)
        .count(),
    ).toBe(1);
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'every-word.png'), fullPage: false });
  });

  it('opens All notes in a modal over the channel and pages it', async () => {
    // Case 1067 has 140 notes: the card shows the newest five.
    const card = await ask('/case 1067');
    await card.locator('.header').waitFor();
    expect(await card.locator('.block').allTextContents()).toContainEqual(expect.stringMatching(/135 earlier notes/));
    expect(await card.locator('a[data-action-id="case_open_in_service"]').getAttribute('href')).toBe(
      'https://cases.acme.example/case/1067',
    );
    // The picture starts at the message's top: casebot's avatar and name, then the card.
    await card.evaluate((node) =>
      (node as { scrollIntoView(options: unknown): void }).scrollIntoView({ block: 'start' }),
    );
    await page.screenshot({ path: join(SHOTS, 'card.png'), fullPage: false });
    await card.getByRole('button', { name: 'All notes' }).click();
    const modal = page.locator('.overlay .modal');
    await modal.locator('.block').getByText('Notes 1–10 of 140, newest first').waitFor();
    expect(await modal.locator('.title').textContent()).toBe('Notes · #1067');
    // The picture shows the window's top: its title, the first note's author and date, its buttons.
    await modal.locator('.title').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'notes-modal.png'), fullPage: false });
    await modal.getByRole('button', { name: 'Older ▶' }).click();
    await modal.locator('.block').getByText('Notes 11–20 of 140, newest first').waitFor();
    await modal.getByRole('button', { name: '◀ Newer' }).click();
    await modal.locator('.block').getByText('Notes 1–10 of 140').waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    expect(await page.locator('.overlay').count()).toBe(0);

    const key = await card.getAttribute('data-key');
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await page.locator(`.msg[data-key="${key}"]`).waitFor({ state: 'detached' });
  }, 60_000);

  it('renders a card as Slack would: dates in the browser zone, mrkdwn, escapes, Block Kit JSON', async () => {
    // A reader in New York: the page of a browser in that zone.
    const inUtc = page;
    page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'America/New_York',
      locale: 'en-US',
    });
    try {
      await page.goto(fresh(sandbox.url));
      await page.waitForSelector('body[data-ready="true"]');
      await cardInNewYork();
    } finally {
      await page.close();
      page = inUtc;
    }
  }, 30_000);

  const cardInNewYork = async () => {
    const card = await ask('/case 1234');
    await card.locator('.header').waitFor();
    expect(await card.locator('.header').textContent()).toBe('Case #1234 · Printer on floor 3 prints blank pages');
    const text = (await card.locator('.block').allTextContents()).join('\n');
    expect(text).toContain('Acme Retail Ltd');
    expect(text).toContain('Replaced the toner; still blank.');
    expect(text).toContain('test-page.pdf');
    // The case was created at 09:15 UTC on a November day: 4:15 AM in New York.
    expect(await card.locator('.date').first().textContent()).toMatch(/4:15\s?AM/);
    expect(await card.locator('.fields b').first().textContent()).toBe('Status');
    expect(await card.locator('blockquote').count()).toBeGreaterThan(0);
    await card.locator('details.json summary').click();
    const json = JSON.parse((await card.locator('details.json pre').textContent()) ?? '{}');
    expect(json.blocks[0].type).toBe('header');
  };

  it('keeps what was said on a reload, as Slack keeps a channel; `?fresh` opens a page without it', async () => {
    await ask('/case 1234');
    await page.goto(sandbox.url);
    await page.waitForSelector('body[data-ready="true"]');
    await page.locator('#messages > .msg[data-key] .header').getByText('Case #1234').first().waitFor();
    await page.goto(fresh(sandbox.url));
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.locator('#messages > .msg[data-key]').count()).toBe(0);
  });

  it('shows a card in French and in Arabic, right to left', async () => {
    await page.selectOption('#user', 'U0CLAIRE');
    const french = await ask('/case 1234');
    await french.locator('.header').getByText('Dossier n° 1234').waitFor();
    expect(await french.locator('.fields b').first().textContent()).toBe('Statut');
    expect(await french.getByRole('button', { name: 'Partager dans le canal' }).count()).toBe(1);
    // Dates as Slack shows them to a French reader.
    expect(await french.locator('.date').first().textContent()).toMatch(/4 nov\. 2026/);
    // Status and priority in the service's French words, as the real service answers a French reader.
    expect(await french.locator('.fields').textContent()).toMatch(/Fermé.*Haute/s);
    await page.screenshot({ path: join(SHOTS, 'card-fr.png'), fullPage: false });

    await page.selectOption('#user', 'U0AMAL');
    const arabic = await ask('/case 1234');
    await arabic.locator('.header').getByText('الشكوى رقم').waitFor();
    expect(await arabic.locator('.fields b').first().textContent()).toBe('الحالة');
    expect(await arabic.locator('.fields').textContent()).toContain('مغلقة');
    // The header and fields read right to left; the case number and the Latin subject keep their order.
    const direction = (selector: string) =>
      arabic
        .locator(selector)
        .first()
        .evaluate(
          // Runs in the page, where the DOM's getComputedStyle exists (the test's own types have no DOM).
          (el) =>
            (globalThis as unknown as { getComputedStyle(e: unknown): { direction: string } }).getComputedStyle(el)
              .direction,
        );
    expect(await direction('.header')).toBe('rtl');
    expect(await direction('.fields > div')).toBe('rtl');
    expect(await arabic.locator('.header').textContent()).toContain('\u20681234\u2069');
    // One kind of digits in the whole card: the Latin ones casebot writes, in the dates too.
    expect((await arabic.locator('.date').allTextContents()).join(' ')).not.toMatch(/[\u0660-\u0669]/);
    await page.screenshot({ path: join(SHOTS, 'card-ar.png'), fullPage: false });
    // Amal's own cases: every row reads right to left, aging ones too, whatever the subject's script.
    const mine = await ask('/cases mine');
    await mine.locator('.block').getByText('a.haddad').first().waitFor();
    const rows = mine.locator('.block:has(button)');
    expect(await rows.count()).toBeGreaterThan(0);
    const rowDirections = await rows.evaluateAll((els) =>
      els.map(
        (el) =>
          (globalThis as unknown as { getComputedStyle(e: unknown): { direction: string } }).getComputedStyle(
            (el as { querySelector(s: string): unknown }).querySelector('[dir]') ?? el,
          ).direction,
      ),
    );
    expect(rowDirections.every((d) => d === 'rtl')).toBe(true);
    await mine.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'mine-ar.png'), fullPage: false });
    // Amal works Sunday to Thursday in Riyadh: her working week is what "أيام العمل" sets, at her own time.
    const remind = await ask('/cases remind أيام العمل 08:00');
    await remind.getByText('Asia/Riyadh', { exact: false }).first().waitFor();
    expect(await remind.textContent()).toMatch(/من\s*\S*الأحد\S*\s*إلى\s*\S*الخميس/u);
    await page.screenshot({ path: join(SHOTS, 'remind-ar.png'), fullPage: false });
    await ask('/cases remind off');
    // Switching reader redraws every date in the new reader's words, each isolated from the line around it.
    await page.selectOption('#user', 'U0CLAIRE');
    expect(await french.locator('.date').first().textContent()).toMatch(/4 nov\. 2026/);
    await page.selectOption('#user', 'U0ALICE');
    expect(await french.locator('.date').first().textContent()).toMatch(/Nov 4, 2026/);
    expect(
      await french
        .locator('.date')
        .first()
        .evaluate((el) => (el as { tagName: string }).tagName),
    ).toBe('BDI');

    // A German, an Italian and a Danish reader too: every language casebot speaks can be tried here.
    for (const [user, header, status] of [
      ['U0DIETER', 'Vorgang Nr. 1234', 'Status'],
      ['U0GIULIA', 'Pratica n. 1234', 'Stato'],
      ['U0MADS', 'Sag nr. 1234', 'Status'],
    ] as const) {
      await page.selectOption('#user', user);
      const card = await ask('/case 1234');
      await card.locator('.header').getByText(header).waitFor();
      expect(await card.locator('.fields b').first().textContent()).toBe(status);
    }
    await page.selectOption('#user', 'U0ALICE');
  }, 30_000);

  it('unfurls a posted case link, looks up the cases a message names, and finds a case by type-ahead', async () => {
    await page.selectOption('#user', 'U0ALICE');
    const bots = await page.locator('.msg[data-key]').count();
    await type('Customer chased https://cases.acme.example/case/1234 again, see also #1067');
    const posted = page.locator('.msg[data-ts]').last();
    const unfurl = posted.locator('.unfurl');
    await unfurl.locator('.header').getByText('Case #1234 · Printer on floor 3 prints blank pages').waitFor();
    expect(await unfurl.getByRole('button', { name: 'View details' }).count()).toBe(1);
    await unfurl.locator('.header').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'unfurl.png'), fullPage: false });

    // The message's menu: Look up cases shows both cases privately, as one carousel; View opens one.
    await posted.locator('.menu-button').click();
    await posted.locator('.menu').getByRole('button', { name: 'Look up cases' }).click();
    const carousel = page.locator('.msg[data-key]').nth(bots).locator('.block.carousel');
    await carousel.waitFor();
    expect(
      (await carousel.locator('.carousel-card .card-title').allTextContents()).map((t) => t.split(' ')[0]),
    ).toEqual(['#1234', '#1067']);
    expect(await carousel.locator('.carousel-card').first().getByRole('button').allTextContents()).toEqual([
      'View',
      'Share',
    ]);
    await page.locator('.msg[data-key]').nth(bots).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'lookup.png'), fullPage: false });
    await carousel.locator('.carousel-card').nth(1).getByRole('button', { name: 'View' }).click();
    await page
      .locator('.msg[data-key]')
      .nth(bots + 1)
      .locator('.header')
      .getByText(/^Case #1067 · /)
      .waitFor();

    // The Find a case shortcut: type-ahead, pick, Show.
    await page.locator('#find-case').click();
    const modal = page.locator('.overlay .modal');
    await modal.locator('.title').getByText('Find a case').waitFor();
    await modal.locator('input.typeahead').fill('printer');
    const option = modal.locator('ul.options li').first();
    await option.waitFor();
    const picked = (await option.textContent()) ?? '';
    expect(picked).toMatch(/^#\d+ .*Printer/i);
    await page.screenshot({ path: join(SHOTS, 'find-case.png'), fullPage: false });
    await option.click();
    const before = await page.locator('.msg[data-key]').count();
    await modal.getByRole('button', { name: 'Show' }).click();
    const found = page.locator('.msg[data-key]').nth(before);
    await found.locator('.header').waitFor();
    expect(await found.locator('.header').textContent()).toContain(picked.split(' ')[0] ?? '#');
    expect(await found.getAttribute('data-visibility')).toBe('ephemeral');
  }, 60_000);

  it('links a message to a case, and another reader’s card says where it was discussed', async () => {
    await page.selectOption('#user', 'U0ALICE');
    await type('Called the customer about the blank pages, they will send a photo');
    const posted = page.locator('.msg[data-ts]').last();
    await posted.locator('.menu-button').click();
    await posted.locator('.menu').getByRole('button', { name: 'Link to a case' }).click();
    const modal = page.locator('.overlay .modal');
    await modal.locator('.title').getByText('Link to a case').waitFor();
    await modal.locator('input[data-action-id="discussion_link_case"]').fill('1234');
    const before = await page.locator('.msg[data-key]').count();
    await modal.getByRole('button', { name: 'Link' }).click();
    const said = page.locator('.msg[data-key]').nth(before);
    await said
      .locator('.block')
      .getByText(/Linked: case 1234’s card now shows this message as discussed in/)
      .waitFor();
    expect(await said.getAttribute('data-visibility')).toBe('ephemeral');

    // Claire reads the case in French: where it was discussed, as links to the messages.
    await page.selectOption('#user', 'U0CLAIRE');
    const card = await ask('/case 1234');
    const line = card.locator('.block').getByText(/Discuté dans :/);
    await line.waitFor();
    expect(await line.locator('a', { hasText: '#support' }).count()).toBeGreaterThan(0);
    await line.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'discussed.png'), fullPage: false });
    await page.selectOption('#user', 'U0ALICE');
  }, 60_000);

  it('finds cases in Slack’s search bar, filters them, and opens one in the Work Object side panel', async () => {
    await page.selectOption('#user', 'U0ALICE');
    await page.fill('#search-q', 'printer');
    await page.press('#search-q', 'Enter');
    const results = page.locator('#search-results .result');
    await results.first().waitFor();
    const all = await results.count();
    expect(all).toBeGreaterThan(1);
    expect(await results.first().locator('.title').textContent()).toMatch(/^#\d+ .*printer/i);
    // Only my cases: casebot keeps the rows whose user is the one Alice acts as.
    await page.locator('#search-filters input[data-filter="mine"]').check();
    await page.locator(`#search-results:not([data-count="${all}"])`).waitFor();
    expect(await results.count()).toBeLessThan(all);
    await page.screenshot({ path: join(SHOTS, 'search-results.png'), fullPage: false });
    await results.first().locator('.title').click();
    const panel = page.locator('aside#panel');
    await panel.locator('h2').waitFor();
    expect(await panel.locator('h2').textContent()).toMatch(/^#\d+ · /);
    expect(await panel.locator('dl').textContent()).toContain('Customer');
    // Its dates read as words, never as the page's own markup.
    expect(await panel.locator('dl').textContent()).not.toContain('<');
    expect(await panel.locator('dl').textContent()).toMatch(/Created.*\d:\d\d/);
    await page.screenshot({ path: join(SHOTS, 'search.png'), fullPage: false });
    await panel.locator('.close').click();

    // A posted link's unfurl: its title opens the same panel.
    await page.locator('#nav-channel').click();
    await type('See https://cases.acme.example/case/1234');
    const unfurl = page.locator('.msg[data-ts]').last().locator('.unfurl');
    await unfurl.locator('.header').waitFor();
    await unfurl.locator('.header').click();
    await panel
      .locator('h2')
      .getByText(/^#1234 · /)
      .waitFor();
    // The panel's own actions, as the person looking: Watch redraws it with Stop watching, and back.
    expect(await panel.locator('.panel-actions .bk').allTextContents()).toEqual([
      'Watch',
      'Open a channel',
      'Open in case service',
    ]);
    await panel.getByRole('button', { name: 'Watch' }).click();
    await panel.getByRole('button', { name: 'Stop watching' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'panel-actions.png'), fullPage: false });
    await panel.getByRole('button', { name: 'Stop watching' }).click();
    await panel.getByRole('button', { name: 'Watch' }).waitFor();
    // The Comments tab: the case's notes, newest first, read as Alice; nothing to write with.
    await panel.locator('#open-comments').click();
    await panel.locator('.comment').first().waitFor();
    expect(await panel.locator('.comment').count()).toBeGreaterThan(0);
    expect(await panel.locator('.comment').first().textContent()).toMatch(/ · .*\d:\d\d/);
    await page.screenshot({ path: join(SHOTS, 'panel-comments.png'), fullPage: false });
    await panel.locator('.close').click();
  }, 60_000);

  it('asks Slackbot: casebot’s read-only tools, and a case answered as the person asking', async () => {
    await page.selectOption('#user', 'U0ALICE');
    await page.locator('#nav-slackbot').click();
    await page.locator('#tools .tool').nth(1).waitFor();
    expect(await page.locator('#tools .tool b').allTextContents()).toEqual(['get_case', 'search_cases']);
    expect(await page.locator('#tools .read-only').count()).toBe(2);
    // A question, as someone asks Slackbot: it calls get_case with the number in it.
    expect(await page.inputValue('#ask-tool')).toBe('auto');
    await page.fill('#ask-input', 'What is the status of case 1234?');
    await page.locator('#ask button[type="submit"]').click();
    const answer = page.locator('#ask-answer');
    await answer.locator('.unfurl .header').waitFor();
    expect(await answer.locator('.call').textContent()).toBe('Slackbot calls get_case {"case_number":1234}');
    expect(await answer.locator('.answer-text').textContent()).toContain('#1234 Printer on floor 3');
    expect(await answer.getAttribute('data-error')).toBe('false');
    await page.screenshot({ path: join(SHOTS, 'slackbot.png'), fullPage: false });
    // Words: search_cases with the words that matter, which finds a case holding them all.
    await page.fill('#ask-input', 'Any cases about printer blank?');
    await page.locator('#ask button[type="submit"]').click();
    await answer.locator('.call', { hasText: 'search_cases' }).waitFor();
    expect(await answer.locator('.call').textContent()).toBe('Slackbot calls search_cases {"query":"printer blank"}');
    expect(await answer.locator('.answer-text').textContent()).toContain('#1234');
    await page.selectOption('#ask-tool', 'get_case');
    await page.fill('#ask-input', '1234');

    // Nina is not linked: Slackbot is told so, in the words /case would use.
    await page.selectOption('#user', 'U0NEWBIE');
    await page.locator('#ask button[type="submit"]').click();
    await page.locator('#ask-answer[data-error="true"]').waitFor();
    expect(await answer.locator('.answer-text').textContent()).toMatch(/link/i);
  }, 60_000);

  it('runs the Workflow Builder step as the person running the workflow', async () => {
    await page.selectOption('#user', 'U0ALICE');
    await page.locator('#nav-workflow').click();
    await page.fill('#step-case', '1234');
    await page.locator('#run-step button[type="submit"]').click();
    const outputs = page.locator('#step-outputs table.outputs');
    await outputs.waitFor();
    expect(await outputs.textContent()).toContain('Printer on floor 3');
    await page.screenshot({ path: join(SHOTS, 'workflow-step.png'), fullPage: false });
    await page.fill('#step-case', '99999');
    await page.locator('#run-step button[type="submit"]').click();
    await page.locator('#step-outputs .error-text').waitFor();
    expect(await page.locator('#step-outputs .error-text').textContent()).toContain('99999');
    await page.locator('#nav-channel').click();
  }, 60_000);

  it('answers in casebot’s Messages tab: its prompts, a case number with the card, words with a streamed list', async () => {
    await page.selectOption('#user', 'U0ALICE');
    await page.locator('#nav-messages').click();
    const prompts = page.locator('#prompts .prompt');
    await prompts.nth(3).waitFor();
    expect(await prompts.allTextContents()).toEqual([
      'My cases',
      'Aging cases',
      'Remind me every weekday at 9',
      'Cases about printer',
    ]);
    const answers = page.locator('#dm-thread [data-dm-answer]');
    await page.fill('#dm-text', '1234');
    await page.press('#dm-text', 'Enter');
    await answers.first().getByText('Printer on floor 3').first().waitFor();
    // A prompt: the search streams its first line, then the list in its place.
    await prompts.nth(3).click();
    await answers
      .nth(1)
      .locator('button', { hasText: 'Next' })
      .or(answers.nth(1).getByText(/#\d+/).first())
      .first()
      .waitFor();
    expect(await answers.nth(1).textContent()).toMatch(/printer/i);
    // A View on the list answers in the same conversation, not in #support.
    await answers.nth(1).getByRole('button', { name: 'View' }).first().click();
    await page
      .locator('#dm-thread .msg')
      .last()
      .locator('.header')
      .getByText(/^Case #\d+ · /)
      .waitFor();
    // The reminder prompt sets one up, answered in the same conversation with its buttons.
    await prompts.nth(2).click();
    await page
      .locator('#dm-thread')
      .getByText('casebot will send you your open cases by DM weekdays at 09:00')
      .first()
      .waitFor();
    await page.locator('#dm-thread .dm-mine').nth(1).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'messages-tab.png'), fullPage: false });
    await page.locator('#nav-channel').click();
  }, 60_000);

  it('watches a case and follows a search: the case service changes, casebot says so', async () => {
    await page.selectOption('#user', 'U0ALICE');
    const card = await ask('/case 1234');
    await card.getByRole('button', { name: 'Watch' }).click();
    await page.locator('.msg[data-key]').last().locator('.block').getByText('You are watching case #1234').waitFor();

    // Someone working in the case service adds a note: Alice gets a direct message within a poll.
    await page.fill('#svc-case', '1234');
    await page.fill('#svc-text', 'Engineer on site: fuser replaced, test page prints fine.');
    await page.locator('#svc-note').click();
    // The DM comes where Slack shows it, in casebot's Messages tab, which says it has something new.
    await page.locator('#nav-messages[data-unread]').waitFor({ timeout: 20_000 });
    await page.locator('#nav-messages').click();
    const dm = page.locator('#dm-thread .msg[data-dm="true"]').last();
    await dm.locator('.header').getByText('Case #1234 changed').first().waitFor({ timeout: 20_000 });
    await dm.locator('.block').getByText('Engineer on site: fuser replaced').waitFor();
    expect(await dm.getByRole('button', { name: 'Stop watching' }).count()).toBe(1);
    expect(await page.locator('#nav-messages').getAttribute('data-unread')).toBeNull();
    await dm.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'watch-dm.png'), fullPage: false });
    await page.locator('#nav-channel').click();

    // #support follows printer cases: a new one is posted for everyone, once.
    await type('/cases follow printer');
    // The channel is told by casebot, and the person gets the confirmation with its Stop button.
    await page.locator('.msg .block').getByText('set this channel to follow “printer”').waitFor();
    await page.locator('.msg .block').getByText('This channel now follows “printer”').waitFor();
    await page.fill('#svc-text', 'Printer in reception shows paper jam with no paper inside');
    await page.locator('#svc-new').click();
    const posted = page.locator('.msg[data-visibility="in_channel"]').last();
    await posted
      .locator('.block')
      .getByText('Printer in reception shows paper jam')
      .first()
      .waitFor({ timeout: 20_000 });
    await posted.locator('.block').getByText('New case for “printer” · followed here by Alice').waitFor();
    expect(await posted.getByRole('button', { name: 'Stop following' }).count()).toBe(1);

    // Alice tunes it: closings told too, in the Change filters modal.
    await posted.getByRole('button', { name: 'Change filters' }).click();
    const modal = page.locator('.overlay .modal');
    await modal.locator('.title').getByText('Change follow').waitFor();
    await modal.locator('label', { hasText: 'cases that close' }).locator('input').check();
    await modal.getByRole('button', { name: 'Save' }).click();
    // Said by DM, as a person would say it: its words, then what it tells (never the filter syntax).
    await page.locator('#nav-messages').click();
    const saved = page.locator('#dm-thread .msg[data-dm="true"]').last();
    await saved.locator('.block').getByText('This channel now follows “printer”.').waitFor();
    await saved.locator('.block').getByText('Tells: new cases, cases that close.').waitFor();
    await page.locator('#nav-channel').click();
    // The case service closes the new case (its number is in the service's box since it was made): the
    // channel is told, once, old status → new.
    await page.fill('#svc-text', 'Closed');
    await page.locator('#svc-status').click();
    const change = page.locator('.msg[data-visibility="in_channel"]').last();
    await change.locator('.block').getByText('A case matching “printer” changed').waitFor({ timeout: 20_000 });
    await change.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'follow-change.png'), fullPage: false });

    // #support asks for less noise (Less noise… beside its follows): what they find comes gathered.
    const setGathered = async (minutes: string, said: string) => {
      const following = await ask('/cases following');
      await following.getByRole('button', { name: 'Less noise…' }).click();
      const quiet = page.locator('.overlay .modal');
      await quiet.locator('.title').getByText('Less noise').waitFor();
      await quiet.getByLabel('What the channel’s follows find').selectOption(minutes);
      await quiet.getByRole('button', { name: 'Save' }).click();
      // What was saved comes by DM, in the Messages tab.
      await page.locator('#nav-messages').click();
      await page.locator('#dm-thread .msg[data-dm="true"]').last().locator('.block').getByText(said).waitFor();
      await page.locator('#nav-channel').click();
    };
    await setGathered('15', 'follows gathered, one post every 15 minutes at most');
    await page.fill('#svc-text', 'Printer toner light blinking');
    await page.locator('#svc-new').click();
    const gathered = page.locator('.msg[data-visibility="in_channel"]').last();
    await gathered
      .locator('.block')
      .getByText('What came for “printer” since the last post (1)')
      .waitFor({ timeout: 20_000 });
    await gathered.locator('.block').getByText('Printer toner light blinking').waitFor();
    await gathered.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'follow-gathered.png'), fullPage: false });
    await setGathered('0', 'what follows find is posted as it comes');
    await change.getByRole('button', { name: 'Stop following' }).click();
    await page
      .locator('#messages .msg[data-key]')
      .last()
      .locator('.block')
      .getByText('no longer follows “printer”')
      .waitFor();
  }, 60_000);

  it('keeps a shared card true: updated in place, its news in its thread; a case gets a channel of its own', async () => {
    await page.selectOption('#user', 'U0ALICE');
    await page.locator('#nav-channel').click();
    const card = await ask('/case 1234');
    await card.getByRole('button', { name: 'Share in channel' }).click();
    const shared = page
      .locator('#messages .msg[data-ts]')
      .filter({ has: page.locator('.header', { hasText: 'Case #1234' }) })
      .last();
    await shared.locator('.block').getByText('Kept up to date by casebot').waitFor();

    // The case service moves on: the card changes in place and its thread says what changed.
    await page.fill('#svc-case', '1234');
    await page.fill('#svc-text', 'In progress');
    await page.locator('#svc-status').click();
    await shared.locator('.edited').waitFor({ timeout: 20_000 });
    await shared.locator('.fields').getByText('In progress').waitFor();
    await shared
      .locator('.block')
      .getByText(/Kept up to date by casebot · updated/)
      .waitFor();
    await page.fill('#svc-text', 'Vendor confirmed: new fuser arrives tomorrow.');
    await page.locator('#svc-note').click();
    await shared.locator('.replies').getByText('2 replies').waitFor({ timeout: 20_000 });
    await shared.locator('.replies').click();
    await shared.locator('.thread .block').getByText('Vendor confirmed: new fuser arrives tomorrow.').waitFor();
    await shared
      .locator('.thread .block')
      .getByText(/Status:.*Closed.*In progress/)
      .waitFor();
    await shared.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'live-card.png'), fullPage: false });

    // A channel of its own: the modal comes filled in, Create makes it, the sidebar shows it.
    await type('/case 1234 channel');
    const modal = page.locator('.overlay .modal');
    await modal.locator('input[data-action-id="case_channel_name"]').waitFor();
    expect(await modal.locator('input[data-action-id="case_channel_name"]').inputValue()).toBe(
      'case-1234-printer-on-floor-3-prints-blank-pages',
    );
    await page.screenshot({ path: join(SHOTS, 'channel-modal.png'), fullPage: false });
    await modal.getByRole('button', { name: 'Create' }).click();
    await modal
      .locator('.block')
      .getByText(/is ready/)
      .waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    const nav = page.locator('nav .channel', { hasText: 'case-1234-printer' });
    await nav.click();
    const pane = page.locator('.channel-pane:not([hidden])');
    await pane.locator('.pinned-note').waitFor();
    await pane.locator('.block').getByText('Kept up to date by casebot').waitFor();
    expect(await page.locator('header.top .topic').textContent()).toBe('#1234 · In progress · High');
    // Its canvas: the case's summary and its notes, oldest first.
    const canvas = pane.locator('details.canvas .canvas-doc');
    await canvas
      .locator('h3')
      .getByText(/Printer on floor 3/)
      .waitFor();
    expect(await canvas.locator('li').allTextContents()).toContain('Status: In progress');
    await page.screenshot({ path: join(SHOTS, 'case-channel.png'), fullPage: false });
    // The case moves on: the canvas is rewritten with the new note at its end.
    await page.fill('#svc-case', '1234');
    await page.fill('#svc-text', 'Fuser fitted; printing again.');
    await page.locator('#svc-note').click();
    await canvas.locator('p').last().getByText('Fuser fitted; printing again.').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: join(SHOTS, 'case-canvas.png'), fullPage: false });

    // Anyone in the channel may stop the card in #support: it says who did. The card first names the new
    // channel (an update through the outbox, which redraws it): its menu is opened after that.
    await page.locator('#nav-channel').click();
    await shared
      .locator('.block')
      .getByText(/Case channel:/)
      .waitFor();
    await shared.locator('.overflow-menu button').click();
    await shared.locator('.overflow-menu li', { hasText: 'Stop updating' }).click();
    await shared.locator('.block').getByText('No longer kept up to date: @Alice stopped updating it.').waitFor();
  }, 90_000);

  it('has a Home tab: Alice sees her recent cases, Sam (a Slack admin) the demo connection', async () => {
    await page.selectOption('#user', 'U0ALICE');
    await page.locator('#nav-home').click();
    await page.locator('#home[data-user="U0ALICE"]').waitFor();
    const home = page.locator('#home .block');
    await home.getByText('You are linked to the case service as demo.agent').waitFor();
    // Alice opened case 1234 and others earlier in this file.
    await home
      .getByText(/#1234 Printer on floor 3/)
      .first()
      .waitFor();
    expect(await home.getByText('Connection to the case service').count()).toBe(0);
    // Her own cases, read as her once the tab opened: a pie of the open ones by status, the first few listed.
    await page.locator('#home .data-chart').first().waitFor({ timeout: 20_000 });
    await home.getByText('My open cases by status').first().waitFor();
    await home.getByText(/Among the newest \d+ cases, as demo\.agent/).waitFor();
    await page.screenshot({ path: join(SHOTS, 'home.png'), fullPage: false });
    await page.selectOption('#user', 'U0SAM');
    await page.locator('#home[data-user="U0SAM"]').waitFor();
    await home.getByRole('button', { name: 'Edit connection' }).waitFor();
    expect((await home.allTextContents()).join('\n')).toContain('https://cases.acme.example/case/{number}');
    // Its optional permissions: the sandbox is installed without one, and says how to grant it.
    await home.getByText(/Cards kept up to date in channels casebot is not in: not granted/).waitFor();
    await home.getByText(/Case channels .*: granted/).waitFor();
    await home
      .getByText(/: not granted/)
      .first()
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'home-scopes.png'), fullPage: false });
    // The README's pictures of an admin's Home and of the settings, as a newcomer's sandbox shows them.
    await page.screenshot({ path: join(SHOTS, 'home-admin.png'), fullPage: true });
    await home.getByRole('button', { name: 'Edit connection' }).click();
    const modal = page.locator('.overlay .modal');
    await modal.locator('.title').getByText('Case service').waitFor();
    // The picture shows what its caption names: Check connection, the Check as it asks as, and its result.
    await modal.getByLabel('Check as (case service userName)').fill('demo.agent');
    await modal.getByRole('button', { name: 'Check connection' }).click();
    const accepted = modal.getByText('The case service accepted client demo as demo.agent');
    await accepted.waitFor();
    await accepted.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'home-settings.png'), fullPage: false });
    await modal.locator('footer .close').click();
    await modal.waitFor({ state: 'detached' });
    // Amal reads Arabic: her Home reads right to left.
    await page.selectOption('#user', 'U0AMAL');
    await page.locator('#home[data-user="U0AMAL"]').waitFor();
    await home.getByText('يخاطبك casebot').waitFor();
    // Read on the Home as it stands once drawn (a Home published again meanwhile replaces its blocks).
    const directionOfHome = () =>
      page.evaluate(() => {
        const dom = globalThis as unknown as {
          document: { querySelectorAll(selector: string): ArrayLike<unknown> };
          getComputedStyle(e: unknown): { direction: string };
        };
        const block = dom.document.querySelectorAll('#home .block.section')[1];
        return block ? dom.getComputedStyle(block).direction : 'none';
      });
    await waitUntil('the Arabic Home drawn right to left', async () => (await directionOfHome()) === 'rtl').catch(
      () => undefined,
    );
    expect(await directionOfHome()).toBe('rtl');
    await page.screenshot({ path: join(SHOTS, 'home-ar.png'), fullPage: false });
    // View on Alice's Home: the card comes as a direct message from casebot.
    await page.selectOption('#user', 'U0ALICE');
    await page.locator('#home[data-user="U0ALICE"]').waitFor();
    await home.getByRole('button', { name: 'View' }).first().click();
    await page
      .locator('.msg[data-dm="true"] .header')
      .getByText(/^Case #\d+ · /)
      .waitFor();
    expect(await page.locator('#home').isHidden()).toBe(true);
  }, 30_000);

  it('shows /cases as a sortable table, pages it, and turns it back into a list', async () => {
    await page.selectOption('#user', 'U0ALICE');
    await page.locator('#nav-channel').click();
    const list = await ask('/cases printer');
    await list.locator('.block').getByText('Cases matching “printer”').first().waitFor();
    await list.getByRole('button', { name: 'Table' }).click();
    const table = list.locator('.data-table table');
    await table.waitFor();
    expect(await table.locator('caption').textContent()).toMatch(/^Cases matching “printer” · 1–\d+$/);
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'Case',
      'Subject',
      'Status',
      'Priority',
      'Customer',
      'Last update (UTC)',
    ]);
    expect(await table.locator('tbody tr').count()).toBe(10);
    // Sorting by number puts the lowest case number first, whatever the service's order.
    const numbers = async () =>
      (await table.locator('tbody tr td:first-child').allTextContents()).map((t) => Number(t.slice(1)));
    await table.locator('thead th').first().click();
    const ascending = await numbers();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await table.locator('thead th').first().click();
    const descending = await numbers();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    // By priority's rank (low to critical, not by its letters), then the next page of the same order;
    // each subject opens the case's page.
    await table.locator('thead th', { hasText: 'Priority' }).click();
    const priorities = await table.locator('tbody tr td:nth-child(4)').allTextContents();
    const rank = (p: string) => ['Low', 'Medium', 'High', 'Urgent'].findIndex((word) => p.includes(word));
    expect(priorities.map(rank).every((r) => r >= 0)).toBe(true);
    expect(priorities.map(rank)).toEqual([...priorities.map(rank)].sort((a, b) => a - b));
    // Low first; sorted the other way, the most urgent first (by rank: alphabetically, Urgent would be last).
    expect(rank(priorities[0] ?? '')).toBe(0);
    await table.locator('thead th', { hasText: 'Priority' }).click();
    const reversed = await table.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(rank(reversed[0] ?? '')).toBe(3);
    await table.locator('thead th', { hasText: 'Priority' }).click();
    await list.locator('.table-pages button', { hasText: '›' }).click();
    await list.locator('.table-pages', { hasText: '2 / ' }).waitFor();
    expect(await table.locator('tbody tr td:nth-child(2) a').first().getAttribute('href')).toMatch(
      /^https:\/\/cases\.acme\.example\/case\/\d+$/,
    );
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'cases-table.png'), fullPage: false });
    await list.getByRole('button', { name: 'List' }).click();
    await list.locator('.data-table').waitFor({ state: 'detached' });
    await list.getByRole('button', { name: 'Table' }).waitFor();
  }, 30_000);

  it('sets up a digest of a search in a channel and posts it with Send now: a table and a chart', async () => {
    await page.selectOption('#user', 'U0ALICE');
    await page.locator('#nav-channel').click();
    await type('/cases digest printer weekdays 09:00');
    // The channel is told by casebot, and the person gets the confirmation with Send now, Change and Stop.
    await page.locator('.msg .block').getByText('set up a digest of “printer” here').first().waitFor();
    const confirmation = page
      .locator('.msg[data-key]', { hasText: 'gets a digest of “printer” weekdays at 09:00' })
      .last();
    await confirmation.waitFor();
    await confirmation.getByRole('button', { name: 'Send now' }).click();
    const posted = page.locator('.msg[data-visibility="in_channel"]', { hasText: 'Digest of “printer”' }).last();
    await posted.locator('.data-table table').waitFor({ timeout: 20_000 });
    expect(await posted.locator('.data-table thead th').allTextContents()).toEqual([
      'Why',
      'Case',
      'Subject',
      'Status',
      'Priority',
      'Customer',
      'Last update (UTC)',
    ]);
    expect(await posted.locator('.data-table tbody tr').count()).toBeGreaterThan(0);
    // The pie of open cases by status, with its legend (numbers that add up to the open rows).
    const chart = posted.locator('.data-chart');
    await chart.waitFor();
    expect(await chart.locator('figcaption').textContent()).toBe('Open cases by status');
    expect(await chart.locator('svg path').count()).toBeGreaterThan(0);
    expect(await posted.locator('.block').first().textContent()).toContain('Read from the case service as');
    await posted.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'digest.png'), fullPage: false });
    // Change on the confirmation: saved, the confirmation itself says the new time, its buttons kept.
    const confirmationKey = await confirmation.getAttribute('data-key');
    await confirmation.getByRole('button', { name: 'Change' }).click();
    const modal = page.locator('.overlay .modal');
    await modal.locator('.title').getByText('Change the digest').waitFor();
    await modal.locator('[data-action-id="digest_time"]').fill('10:30');
    await modal.getByRole('button', { name: 'Save' }).click();
    const changed = page.locator(`.msg[data-key="${confirmationKey}"]`);
    await changed.locator('.block').getByText('now comes weekdays at 10:30 (UTC)').waitFor();
    expect(await changed.textContent()).not.toContain('weekdays at 09:00');
    expect(await changed.getByRole('button', { name: 'Change' }).count()).toBe(1);
    // Listed with its buttons, and stopped.
    await type('/cases digests');
    const listed = page.locator('.msg[data-key]', { hasText: 'Digests of this channel' }).last();
    await listed.waitFor();
    const list = page.locator(`.msg[data-key="${await listed.getAttribute('data-key')}"]`);
    await list.getByRole('button', { name: 'Stop' }).click();
    // The list itself says so, its buttons gone.
    await list.locator('.block').getByText('is stopped').waitFor();
    expect(await list.getByRole('button').count()).toBe(0);
    // Claire sets one up in French words: `quotidien` is every day, not a word of the search.
    await page.selectOption('#user', 'U0CLAIRE');
    await type('/cases digest imprimante quotidien 08:30');
    const french = page.locator('.msg[data-key]', { hasText: 'tous les jours à 08:30' }).last();
    await french.waitFor();
    expect(await french.textContent()).toContain('« imprimante »');
    expect(await french.textContent()).not.toContain('imprimante quotidien');
    await french.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'digest-fr.png'), fullPage: false });
    // Alice stops Claire's: Slack asks her first whose it is, and the list stays, saying it stopped.
    await page.selectOption('#user', 'U0ALICE');
    await type('/cases digests');
    const theirs = page.locator('.msg[data-key]', { hasText: 'Digests of this channel' }).last();
    await theirs.locator('.block').getByText('“imprimante”').waitFor();
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    const listKey = await theirs.getAttribute('data-key');
    await theirs.getByRole('button', { name: 'Stop' }).click();
    const kept = page.locator(`.msg[data-key="${listKey}"]`);
    await kept.locator('.block').getByText('is stopped').waitFor();
    expect(asked).toContain('set up by someone else');
    expect(await kept.getByRole('button', { name: 'Stop' }).count()).toBe(0);
    await page.selectOption('#user', 'U0CLAIRE');
    // A schedule casebot does not offer is said, never searched for: nothing is set up.
    await type('/cases digest imprimante hourly 09:00');
    await page.locator('.msg .block').getByText('« hourly »').last().waitFor();
    expect(await page.locator('.msg .block', { hasText: '« hourly »' }).last().textContent()).toContain(
      '« tous les jours »',
    );
    expect(await page.locator('.msg[data-key]', { hasText: 'résumé de « imprimante hourly »' }).count()).toBe(0);
    await page.selectOption('#user', 'U0ALICE');
  }, 60_000);

  it('lists each kind module’s own command in /cases help', async () => {
    const help = await ask('/cases help');
    await help.locator('.block').getByText('/cases digest printer weekdays 09:00').waitFor();
    // The reminder brings its own line, from its own folder, as the digest does.
    expect(await help.locator('.block').textContent()).toContain(
      'your own open cases by DM, Monday to Friday at 09:00',
    );
  }, 60_000);

  it('tells a person who is not linked what to do', async () => {
    await page.selectOption('#user', 'U0NEWBIE');
    await (await ask('/cases')).locator('.block').getByText("Your Slack account isn't linked").waitFor();
    expect(await lastBot().locator('.block').textContent()).toContain('👤 Your Slack account');
    // What she can do herself, not a shell command; once she asked, that it is waiting.
    expect(await lastBot().locator('.block').textContent()).toContain('press Request access');
    expect(await lastBot().locator('.block code').count()).toBe(0);
    await page.locator('#nav-home').click();
    await page.locator('#home[data-user="U0NEWBIE"]').waitFor();
    await page.locator('#home .block').getByRole('button', { name: 'Request access' }).click();
    await page.locator('#nav-channel').click();
    await (await ask('/cases')).locator('.block').getByText('You asked for access').waitFor();
    await page.selectOption('#user', 'U0ALICE');
  }, 30_000);

  it('keeps each reader’s private messages and DMs to them, answers an unknown command as Slack, and the service box says what it did', async () => {
    await page.selectOption('#user', 'U0ALICE');
    const card = await ask('/case 1234');
    await card.locator('.header').waitFor();
    // Claire reads the channel: Alice's private card is not on her screen; back to Alice, it is again.
    await page.selectOption('#user', 'U0CLAIRE');
    expect(await card.isHidden()).toBe(true);
    await page.selectOption('#user', 'U0ALICE');
    expect(await card.isVisible()).toBe(true);

    // A command no app has: Slack's own answer, and nothing is sent to casebot.
    const messages = await page.locator('.msg[data-key]').count();
    await type('/weather paris');
    await page.getByText('/weather is not a valid command').waitFor();
    expect(await page.locator('.msg[data-key]').count()).toBe(messages);

    // The case service box: a new case says its number; the box is cleared for the next one.
    await page.fill('#svc-text', 'Scanner on floor 2 jams');
    await page.locator('#svc-new').click();
    await page
      .locator('#svc-said')
      .getByText(/^Case #\d+: created/)
      .waitFor();
    expect(await page.inputValue('#svc-text')).toBe('');
    await page.fill('#svc-case', '1234');
    await page.fill('#svc-text', 'Waiting for parts.');
    await page.locator('#svc-note').click();
    await page.locator('#svc-said').getByText('Case #1234: note added').waitFor();
    expect(await page.inputValue('#svc-text')).toBe('');
    // When it is told: the sandbox's interval, said, so nobody thinks it broke.
    expect(await page.locator('#svc-said').textContent()).toContain(
      'casebot checks every 5 s here, so within about 5–10 s',
    );
  }, 60_000);

  // Last: its summary stays in #case-alerts for every page after it.
  it('tells the demo’s aging backlog in #case-alerts as one summary once an admin turns aging alerts on', async () => {
    const flag = /--sandbox=\S+/.exec(sandbox.adminCommand)?.[0] ?? '';
    const on = await runCliProcess(
      [flag, 'workspace', 'set', 'T0SANDBOX', '--aging-channel', 'C0ALERTS', '--aging-as', 'U0ALICE'],
      {},
    );
    expect(on.stdout).toContain('aging alerts: C0ALERTS, critical=4h,high=1d,medium=3d,low=7d, read as U0ALICE');
    await page.locator('#nav-C0ALERTS').click();
    const pane = page.locator('.channel-pane[data-channel="C0ALERTS"]');
    const summary = pane.locator('.msg', { hasText: 'Aging cases:' });
    await summary.first().waitFor({ timeout: 20_000 });
    // One summary, not a post per case.
    expect(await summary.count()).toBe(1);
    expect(await summary.locator('.block').first().textContent()).toContain('Read from the case service as');
    const table = summary.locator('.data-table table');
    await table.waitFor();
    expect((await table.locator('thead th').allTextContents())[0]).toBe('Overdue');
    // How long past its threshold, in words (`31 days`, `2 h 10 min`), never a count of hours.
    const overdue = await table.locator('tbody tr td:first-child').allTextContents();
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.filter((t) => !/^\d+ (days?|hours?|minutes?)$|^\d+ h \d+ min$/.test(t.trim()))).toEqual([]);
    expect(await summary.locator('.block').first().textContent()).toContain(
      'A case is aging when it has had no update for:',
    );
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'aging-summary.png'), fullPage: false });
    // A reload keeps it in its channel, not as someone's DM.
    await page.goto(sandbox.url);
    await page.waitForSelector('body[data-ready="true"]');
    await page.locator('#nav-C0ALERTS').click();
    await pane.locator('.msg', { hasText: 'Aging cases:' }).first().waitFor();
    expect(await pane.locator('.msg', { hasText: 'Aging cases:' }).count()).toBe(1);

    // Alice chooses on her App Home to hear of her own aging cases by DM too.
    await page.selectOption('#user', 'U0ALICE');
    await page.locator('#nav-home').click();
    await page.locator('#home[data-user="U0ALICE"]').waitFor();
    const home = page.locator('#home .block');
    await home.getByText(/Aging alerts about your cases go to/).waitFor();
    await page.locator('#home').getByRole('button', { name: 'Also by DM' }).click();
    await home.getByText(/and to you by direct message/).waitFor();
    // Said where it was pressed: what comes from now on, and where the ones aging already are.
    await home.getByText(/each of your cases that starts aging comes to you by DM too/).waitFor();
    // Sam, an admin, changes the thresholds on his App Home: the modal starts from what is set.
    await page.selectOption('#user', 'U0SAM');
    await page.locator('#home[data-user="U0SAM"]').waitFor();
    await page.locator('#home').getByRole('button', { name: 'Aging alerts…' }).click();
    const modal = page.locator('.overlay .modal');
    await modal.locator('.title').getByText('Aging alerts').waitFor();
    expect(await modal.getByLabel('Channel', { exact: true }).inputValue()).toBe('C0ALERTS');
    await modal.getByLabel('Thresholds', { exact: true }).fill('critical=2h,high=12h,medium=3d,low=7d');
    await modal.getByRole('button', { name: 'Save' }).click();
    await home.getByText(/Aging alerts now go to #case-alerts: Urgent 2 hours, High 12 hours/).waitFor();
    await page.screenshot({ path: join(SHOTS, 'home-aging.png'), fullPage: false });
    // How the demo service lists recent cases: newest update first, as set; Sam chooses it on his Home.
    const order = page.locator('#home select[data-action-id="admin_recent_order"]');
    expect(await order.inputValue()).toBe('updated');
    await order.selectOption('unknown');
    await home.getByText('Saved: the recent cases order is now Not known.').waitFor();
    await page.locator('#home select[data-action-id="admin_recent_order"]').selectOption('updated');
    await home.getByText('Saved: the recent cases order is now Newest update first.').waitFor();
    await page.locator('#home .block').last().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'home-order.png'), fullPage: false });
  }, 90_000);
});

describe('the sandbox’s App Home: an admin connects a new workspace and links someone, from Slack alone', () => {
  let sandbox: Sandbox;
  let page: Page;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, logger: createLogger('silent'), firstRow: 1, connected: false });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC', locale: 'en-US' });
    // Unlink asks for confirmation, as Slack does.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(fresh(sandbox.url));
    await page.waitForSelector('body[data-ready="true"]');
    mkdirSync(SHOTS, { recursive: true });
  }, 60_000);

  afterAll(async () => {
    await page?.close();
    await sandbox?.close();
  });

  // A clean page for each test, as a newcomer opens it: no message, modal or reader left by the test
  // before shows in its pictures (the sandbox's service and Slack keep what happened, as Slack would).
  beforeEach(async () => {
    await page.goto(fresh(sandbox.url));
    await page.waitForSelector('body[data-ready="true"]');
  });

  /** The Home as shown (not its Block Kit JSON). */
  const home = () => page.locator('#home .block');
  const openHomeAs = async (userId: string) => {
    await page.selectOption('#user', userId);
    await page.locator('#nav-home').click();
    await page.locator(`#home[data-user="${userId}"]`).waitFor();
  };

  it('connects the workspace from the Home tab: errors on their fields, Check connection, Save', async () => {
    // Someone who is not an admin sees that it isn't connected, and nothing to change.
    await openHomeAs('U0NEWBIE');
    await home().getByText('isn’t connected to the case service yet').waitFor();
    expect(await home().getByRole('button', { name: 'Connect' }).count()).toBe(0);

    await openHomeAs('U0SAM');
    await home().getByText('Connection to the case service').waitFor();
    await home().getByRole('button', { name: 'Connect' }).click();
    const modal = page.locator('.overlay .modal');
    await modal.locator('.title').getByText('Case service').waitFor();
    await modal.getByLabel('Client name').fill('demo');
    await modal.getByLabel('API token').fill(sandbox.demoApiToken);
    await modal.getByLabel('Service time zone').fill('Mars/Olympus');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.locator('.block .error').getByText('Enter a time zone such as Europe/Paris').waitFor();

    await modal.getByLabel('Service time zone').fill('Europe/Paris');
    // Sam is neither linked nor is there a default user: he checks as a userName he knows, not saved.
    await modal.getByRole('button', { name: 'Check connection' }).click();
    await modal.getByText('Fill in Check as (case service userName)').waitFor();
    await modal.getByLabel('Check as (case service userName)').fill('demo.agent');
    await modal.getByRole('button', { name: 'Check connection' }).click();
    await modal.getByText('The case service accepted client demo as demo.agent').waitFor();
    // What was typed is still there after the modal was updated with the result.
    expect(await modal.getByLabel('Client name').inputValue()).toBe('demo');
    await modal.getByRole('button', { name: 'Check connection' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'connect-settings.png'), fullPage: false });
    await modal.getByRole('button', { name: 'Save' }).click();
    await page.locator('.overlay').waitFor({ state: 'detached' });

    await home().getByRole('button', { name: 'Edit connection' }).waitFor();
    const text = (await home().allTextContents()).join('\n');
    expect(text).toContain('Europe/Paris');
    expect(text).toContain(`••••${sandbox.demoApiToken.slice(-4)}`);
    expect(text).not.toContain(sandbox.demoApiToken);
    expect(text).toContain('connected the workspace');
    // Sam is an admin who is not linked: he may link himself, not ask himself for access.
    expect(await home().getByRole('button', { name: 'Link myself' }).count()).toBe(1);
    expect(await home().getByRole('button', { name: 'Request access' }).count()).toBe(0);
  }, 60_000);

  it('links someone from the Home tab, who can then look cases up and sees them on their Home', async () => {
    await openHomeAs('U0NEWBIE');
    await home().getByText('isn’t linked to a case service user yet').waitFor();
    await home().getByRole('button', { name: 'Request access' }).click();
    await home().getByText('You asked for access').waitFor();

    await openHomeAs('U0SAM');
    await home().getByText('Asked for access').waitFor();
    await home().getByRole('button', { name: 'Link…' }).click();
    const modal = page.locator('.overlay .modal');
    await modal.locator('.title').getByText('Link a person').waitFor();
    expect(await modal.getByLabel('Slack user').inputValue()).toBe('U0NEWBIE');
    await modal.getByLabel('Case service userName').fill('demo.agent');
    await modal.getByRole('button', { name: 'Link', exact: true }).click();
    await page.locator('.overlay').waitFor({ state: 'detached' });
    await home().getByText('@Nina → demo.agent').waitFor();
    expect(await home().getByText('Asked for access').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'connect-admin.png'), fullPage: true });

    // Each reader has their own DMs: Sam has Nina's request; Nina has her news, and not Sam's.
    await page.locator('#nav-messages').click();
    const dms = page.locator('#dm-thread .msg[data-dm="true"]');
    await dms.filter({ hasText: '@Nina asked for access to casebot' }).waitFor();
    await page.selectOption('#user', 'U0NEWBIE');
    await dms.filter({ hasText: 'You’re linked to the case service as demo.agent, as you asked' }).waitFor();
    expect(await dms.filter({ hasText: 'asked for access to casebot' }).isHidden()).toBe(true);
    await page.locator('#nav-channel').click();
    await page.fill('#text', '/case 1234');
    await page.press('#text', 'Enter');
    await page.locator('.msg[data-key] .header').getByText('Case #1234').waitFor();

    await openHomeAs('U0NEWBIE');
    await home().getByText('You are linked to the case service as demo.agent').waitFor();
    await home().getByText('#1234 Printer on floor 3').waitFor();
    await page.screenshot({ path: join(SHOTS, 'home-linked.png'), fullPage: false });

    // The admin unlinks Nina again: her Home says so.
    await openHomeAs('U0SAM');
    await home().getByRole('button', { name: 'Unlink' }).click();
    await home().getByText('Nobody is linked yet.').waitFor();
    await openHomeAs('U0NEWBIE');
    await home().getByText('isn’t linked to a case service user yet').waitFor();
  }, 60_000);
});

describe('the README’s pictures', () => {
  it('wrote every picture the README shows, in this run', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const shown = [...new Set(readme.match(/docs\/[\w-]+\.png/g) ?? [])];
    expect(shown.length).toBeGreaterThan(10);
    const missing = shown
      .map((picture) => join(SHOTS, picture.slice('docs/'.length)))
      .filter((file) => !existsSync(file) || statSync(file).mtimeMs < started);
    expect(missing).toEqual([]);
  });
});
