import { Writable } from 'node:stream';
import { LogLevel } from '@slack/bolt';
import { boltLogger, createLogger } from '../../src/logging';

function capture(level: string) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger(level, sink) };
}

describe('logging', () => {
  it('redacts tokens and customer contact details in fields', () => {
    const { lines, logger } = capture('info');
    logger.info(
      { apiToken: 'tok-1', nested: { token: 'tok-2', customerEmail: 'a@b.example', customerMobile: '+1 555' } },
      'x',
    );
    expect(lines.join('')).not.toMatch(/tok-1|tok-2|a@b\.example|\+1 555/);
    expect(lines.join('')).toContain('[redacted]');
  });

  it("drops Bolt's debug messages (whole payloads as strings) even at LOG_LEVEL=debug", () => {
    const { lines, logger } = capture('debug');
    const bolt = boltLogger(logger);
    bolt.debug('Received a message on the WebSocket: {"response_url":"https://hooks.slack.com/x"}');
    bolt.info('connected');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('connected');
    expect(bolt.getLevel()).toBe(LogLevel.INFO);
  });
});
