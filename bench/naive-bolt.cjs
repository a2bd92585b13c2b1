// The naive app: what a first Bolt app for the case service looks like (about 100 lines). Every /case
// calls GetCases for the number, then GetCaseDetails for its id, builds a Block Kit card and responds;
// /cases calls GetCases and lists the rows; buttons respond with a fixed message. No caches, no store:
// the account and the people's userNames come from the environment. Run by `npm run bench` beside
// casebot and the bare Bolt app, under the same load.
const { App, LogLevel } = require('@slack/bolt');
const { listen } = require('./listen.cjs');

const base = process.env.NAIVE_CASE_API_URL;
const clientName = process.env.NAIVE_CLIENT_NAME;
const apiToken = process.env.NAIVE_API_TOKEN;
const userNames = JSON.parse(process.env.NAIVE_USERS || '{}');

const app = new App({
  signingSecret: process.env.SLACK_SIGNING_SECRET,
  token: process.env.SLACK_BOT_TOKEN,
  logLevel: LogLevel.ERROR,
  clientOptions: { slackApiUrl: process.env.SLACK_API_URL },
});

async function callService(operation, userId, params) {
  const url = new URL(`api/${operation}`, base.endsWith('/') ? base : `${base}/`);
  const query = { clientName, userName: userNames[userId] || 'agent0', languageId: 1, ...params };
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const response = await fetch(url, { headers: { 'api-token': apiToken, accept: 'application/json' } });
  const body = await response.json();
  if (body.errorCode !== 0) throw new Error(body.errorDescription || 'case service error');
  return body;
}

function card(details, row) {
  const notes = details.notes.slice(-5).reverse();
  return {
    response_type: 'ephemeral',
    text: `Case #${details.caseNumber}: ${details.subject}`,
    blocks: [
      {
        type: 'header',
        text: { type: 'plain_text', text: `Case #${details.caseNumber} · ${details.subject}`.slice(0, 150) },
      },
      {
        type: 'section',
        fields: [
          { type: 'mrkdwn', text: `*Status*\n${details.status}` },
          { type: 'mrkdwn', text: `*Priority*\n${row.Priority}` },
          { type: 'mrkdwn', text: `*Customer*\n${details.customerName}` },
          { type: 'mrkdwn', text: `*Created*\n${details.createdOn}` },
        ],
      },
      ...notes.map((note) => ({
        type: 'section',
        text: { type: 'mrkdwn', text: `*${note.createdBy}* · ${note.createdOn}\n${note.note}`.slice(0, 3000) },
      })),
      {
        type: 'actions',
        elements: [
          {
            type: 'button',
            action_id: 'share',
            text: { type: 'plain_text', text: 'Share' },
            value: String(details.id),
          },
        ],
      },
    ],
  };
}

app.command('/case', async ({ command, ack, respond }) => {
  await ack();
  const number = command.text.trim().replace(/^#/, '');
  try {
    const list = await callService('GetCases', command.user_id, {
      StartingRowNo: 1,
      RequestedRowCount: 10,
      Searchtext: number,
    });
    const row = list.data.find((r) => String(r.CaseNumber) === number);
    if (!row) return await respond({ response_type: 'ephemeral', text: `No case #${number}.` });
    const details = await callService('GetCaseDetails', command.user_id, { caseId: row.ComplaintId });
    await respond(card(details.data, row));
  } catch (error) {
    await respond({ response_type: 'ephemeral', text: `Something went wrong: ${error.message}` });
  }
});

app.command('/cases', async ({ command, ack, respond }) => {
  await ack();
  try {
    const list = await callService('GetCases', command.user_id, {
      StartingRowNo: 1,
      RequestedRowCount: 10,
      Searchtext: command.text.trim(),
    });
    const lines = list.data.map((r) => `#${r.CaseNumber} ${r.Subject} (${r.ComplaintStatus})`);
    await respond({ response_type: 'ephemeral', text: lines.join('\n') || 'No cases.' });
  } catch (error) {
    await respond({ response_type: 'ephemeral', text: `Something went wrong: ${error.message}` });
  }
});

app.action(/.*/, async ({ ack, respond }) => {
  await ack();
  await respond({ response_type: 'ephemeral', text: 'fixed answer' });
});

listen(app, 'naive app');
