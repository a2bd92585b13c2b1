import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

// The operator's proxy as compose.yaml runs it: only what Slack calls is public, replicas are found as
// they come and go, and the proxy waits for casebot to be ready. Read, not run: no public image registry
// is reachable here (the image test validates the compose file with Docker).
const ROOT = join(__dirname, '..', '..');
const nginx = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean)
  .join('\n');
const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8')) as {
  services: Record<string, { image?: string; healthcheck?: { test: string[] }; depends_on?: unknown }>;
};
const manifest = readFileSync(join(ROOT, 'manifest.yml'), 'utf8');

describe('the proxy in front of the replicas', () => {
  const routed = [...nginx.matchAll(/location = (\S+) \{ proxy_pass http:\/\/casebot; \}/g)].map((m) => m[1]);

  it('routes only the paths Slack calls, and answers 404 for everything else', () => {
    // Every URL the manifest gives Slack is routed.
    const slackPaths = new Set([...manifest.matchAll(/https:\/\/casebot\.example\.com(\/[\w/]+)/g)].map((m) => m[1]));
    for (const path of slackPaths) expect(routed).toContain(path);
    expect(routed.sort()).toEqual(['/mcp', '/slack/events', '/slack/install', '/slack/oauth_redirect']);
    for (const internal of ['/metrics', '/healthz', '/readyz']) expect(routed).not.toContain(internal);
    // The catch-all answers 404; no location passes everything on.
    expect(nginx).toMatch(/location \/ \{ return 404; \}/);
    expect(nginx).not.toMatch(/location \/ \{\s*proxy_pass/);
  });

  it('finds replicas through Docker’s DNS as they come and go, on an nginx that can', () => {
    expect(nginx).toMatch(/^resolver 127\.0\.0\.11 valid=\d+s/m);
    expect(nginx).toMatch(/zone casebot \d+k;/);
    expect(nginx).toMatch(/server casebot:3000 resolve /);
    // `resolve` in an upstream's server needs open-source nginx 1.27.3 or later.
    const [major = 0, minor = 0] = (/^nginx:(\d+)\.(\d+)/.exec(compose.services.proxy?.image ?? '') ?? [])
      .slice(1)
      .map(Number);
    expect(major * 1000 + minor).toBeGreaterThanOrEqual(1028);
  });

  it('starts once casebot is ready, and casebot’s health check asks /readyz', () => {
    expect(compose.services.casebot?.healthcheck?.test.join(' ')).toContain('http://127.0.0.1:3000/readyz');
    expect(compose.services.proxy?.depends_on).toEqual({ casebot: { condition: 'service_healthy' } });
  });
});
