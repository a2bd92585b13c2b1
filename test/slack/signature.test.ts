import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isValidSlackRequest } from '@slack/bolt';
import { slackSignature } from '../../src/slack/signature';

// Slack's own example, from "Verifying requests from Slack" on docs.slack.dev.
const SECRET = '8f742231b10e8888abcd99yyyzzz85a5';
const STAMP = 1531420618;
const BODY =
  'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c';
const SIGNATURE = 'v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const signed = (signature: string, stamp = String(STAMP)) =>
  request({ 'x-slack-signature': signature, 'x-slack-request-timestamp': stamp });
const now = STAMP * 1000 + 10_000;

describe('slackSignature', () => {
  it('accepts Slack’s own example', () => {
    expect(slackSignature(signed(SIGNATURE), Buffer.from(BODY), SECRET, now)).toBe('valid');
  });

  it.each([
    ['another body', SIGNATURE, `${BODY}&x=1`, SECRET],
    ['another secret', SIGNATURE, BODY, `${SECRET}0`],
    ['one digit changed', SIGNATURE.replace(/3$/, '4'), BODY, SECRET],
    ['a shorter signature', SIGNATURE.slice(0, -2), BODY, SECRET],
    ['a longer signature', `${SIGNATURE}00`, BODY, SECRET],
    ['another version', SIGNATURE.replace('v0=', 'v1='), BODY, SECRET],
    ['an empty signature', '', BODY, SECRET],
  ])('refuses %s', (_what, signature, body, secret) => {
    expect(slackSignature(signed(signature), Buffer.from(body), secret, now)).toBe('invalid');
  });

  it('refuses a timestamp more than five minutes away, either way, and one that is not a whole number', () => {
    const body = Buffer.from(BODY);
    expect(slackSignature(signed(SIGNATURE), body, SECRET, STAMP * 1000 + 301_000)).toBe('invalid');
    expect(slackSignature(signed(SIGNATURE), body, SECRET, STAMP * 1000 - 301_000)).toBe('invalid');
    // Five minutes exactly, either way, is within it.
    expect(slackSignature(signed(SIGNATURE), body, SECRET, STAMP * 1000 + 300_000)).toBe('valid');
    expect(slackSignature(signed(SIGNATURE), body, SECRET, STAMP * 1000 - 300_000)).toBe('valid');
    expect(slackSignature(signed(SIGNATURE, `${STAMP}.5`), body, SECRET, now)).toBe('invalid');
  });

  it('says which header is missing as missing', () => {
    expect(slackSignature(request({ 'x-slack-signature': SIGNATURE }), Buffer.from(BODY), SECRET, now)).toBe('missing');
    expect(
      slackSignature(request({ 'x-slack-request-timestamp': String(STAMP) }), Buffer.from(BODY), SECRET, now),
    ).toBe('missing');
  });

  it('agrees with Bolt’s own check on bodies of any text', () => {
    const bodies = [
      '',
      'payload=%7B%7D',
      'text=caf%C3%A9',
      'text=é ü 漢字 🖨️',
      JSON.stringify({ type: 'event_callback' }),
    ];
    for (const body of bodies) {
      for (const signature of [SIGNATURE, `v0=${'0'.repeat(64)}`]) {
        const bolt = isValidSlackRequest({
          signingSecret: SECRET,
          body,
          headers: { 'x-slack-signature': signature, 'x-slack-request-timestamp': STAMP },
          nowMilliseconds: now,
        });
        expect(slackSignature(signed(signature), Buffer.from(body), SECRET, now)).toBe(bolt ? 'valid' : 'invalid');
      }
      // Signed as Slack signs it: both accept.
      const good = `v0=${createHmac('sha256', SECRET).update(`v0:${STAMP}:${body}`).digest('hex')}`;
      expect(slackSignature(signed(good), Buffer.from(body), SECRET, now)).toBe('valid');
    }
  });
});
