import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { parse } from 'yaml';

// manifest.yml against Slack's own JSON schema for app manifests (schema v1, vendored from Slack's
// manifest-schema repository under its MIT licence, in test/fixtures/slack-manifest-schema/).

const root = join(__dirname, '..', '..');
const manifest: unknown = parse(readFileSync(join(root, 'manifest.yml'), 'utf8'));
const schema = JSON.parse(
  readFileSync(join(root, 'test', 'fixtures', 'slack-manifest-schema', 'manifest.schema.1.0.0.json'), 'utf8'),
) as object;

/**
 * Slack's published schema does not know `features.search` yet (Enterprise Search, documented on
 * docs.slack.dev): that one key is the only difference allowed.
 */
const isSearchSection = (error: ErrorObject) =>
  error.instancePath === '/features' &&
  error.keyword === 'additionalProperties' &&
  (error.params as { additionalProperty?: string }).additionalProperty === 'search';

describe("manifest.yml against Slack's manifest schema", () => {
  const validate = new Ajv({ allErrors: true, strict: false, formats: { uri: /^[a-z][a-z0-9+.-]*:/i } }).compile(
    schema,
  );

  it('is valid, but for the Enterprise Search section the schema does not know yet', () => {
    validate(manifest);
    const errors = (validate.errors ?? []).filter((error) => !isSearchSection(error));
    expect(errors).toEqual([]);
  });

  it('would catch a mistake (the check is not blind)', () => {
    const broken = structuredClone(manifest) as { mcp_servers: Record<string, { auth_type: string }> };
    for (const server of Object.values(broken.mcp_servers)) server.auth_type = 'slack_identity';
    expect(validate(broken)).toBe(false);
    expect((validate.errors ?? []).some((e) => e.instancePath.startsWith('/mcp_servers'))).toBe(true);
  });

  it('declares the MCP server with Slack identity auth and asks for mcp:connect', () => {
    const m = manifest as {
      mcp_servers: Record<string, { url: string; auth_type: string }>;
      oauth_config: { scopes: { bot: string[] } };
    };
    const servers = Object.values(m.mcp_servers);
    expect(servers).toHaveLength(1);
    expect(servers[0]).toEqual({ url: 'https://casebot.example.com/mcp', auth_type: 'slack_identity_auth' });
    expect(m.oauth_config.scopes.bot).toContain('mcp:connect');
  });
});
