import { Writable } from 'node:stream';
import { LogLevel } from '@slack/bolt';
import { boltLogger, createLogger, idsOnly } from '../../src/logging';
import { finished, spawnBuilt } from '../helpers/processes';

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

  it('writes an outcome line without the redaction pass as it would have been written with it', () => {
    const { lines, logger } = capture('info');
    const fields = {
      ref: 'a1b2c3',
      kind: 'command',
      name: '/case',
      team: 'T0ACME',
      user: 'U0ANN',
      outcome: 'ok',
      durationMs: 12,
      upstream: [{ operation: 'GetCases', status: 200, ms: 21 }],
    };
    logger.info(fields, 'command /case');
    idsOnly(logger).info(fields, 'command /case');
    const [redacted, plain] = lines.map((line) => ({ ...JSON.parse(line), time: undefined }));
    expect(plain).toEqual(redacted);
    expect(plain).toMatchObject({ level: 'info', service: 'casebot', ref: 'a1b2c3', msg: 'command /case' });
    // At its level: below it, nothing.
    const quiet = capture('warn');
    idsOnly(quiet.logger).info(fields, 'command /case');
    expect(quiet.lines).toEqual([]);
  });

  describe('on standard output, written in batches', () => {
    it('writes every line of a process that exits at once', async () => {
      const done = await finished(spawnBuilt('test/helpers/log-writer.ts', ['exit', '500'], {}));
      const lines = done.stdout.trim().split('\n');
      expect(lines).toHaveLength(500);
      expect(lines.map((line) => JSON.parse(line).i)).toEqual(Array.from({ length: 500 }, (_, i) => i));
    });

    it('writes a lone line while the process goes on', async () => {
      const child = spawnBuilt('test/helpers/log-writer.ts', ['stay'], {});
      const line = await new Promise<string>((resolve) => {
        let out = '';
        child.stdout?.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('\n')) resolve(out);
        });
      });
      expect(child.exitCode).toBeNull();
      expect(JSON.parse(line)).toMatchObject({ level: 'info', msg: 'still running' });
      child.kill();
    });
  });
});
