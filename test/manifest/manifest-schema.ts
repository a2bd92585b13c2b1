import { z } from 'zod';

// The keys of Slack's app manifest (schema v1, as Slack publishes it) that casebot uses, with Slack's
// own limits. Strict objects: a misspelt or unknown key fails, as Slack's schema (additionalProperties:
// false) would refuse it.

const url = z
  .string()
  .regex(/^https?:\/\//)
  .max(3000);

// A function's parameters, as Slack's schema has them: a name → { type, title, description, is_required }.
const functionParameters = z.record(
  z.string().regex(/^[a-z_][a-z0-9_]*$/),
  z.looseObject({
    type: z.string().min(1),
    title: z.string().optional(),
    description: z.string().optional(),
    is_required: z.boolean().optional(),
  }),
);

export const manifestSchema = z.strictObject({
  functions: z
    .record(
      z.string(),
      z.strictObject({
        title: z.string().min(1),
        description: z.string().min(1),
        input_parameters: functionParameters,
        output_parameters: functionParameters,
      }),
    )
    .optional(),
  _metadata: z.strictObject({ major_version: z.number().int(), minor_version: z.number().int().optional() }).optional(),
  display_information: z.strictObject({
    name: z.string().min(1).max(35),
    description: z.string().min(1).max(140).optional(),
    background_color: z
      .string()
      .regex(/^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/)
      .optional(),
    long_description: z.string().min(175).max(4000).optional(),
  }),
  features: z.strictObject({
    app_home: z
      .strictObject({
        home_tab_enabled: z.boolean().optional(),
        messages_tab_enabled: z.boolean().optional(),
        messages_tab_read_only_enabled: z.boolean().optional(),
      })
      .optional(),
    // The Messages tab as an agent (Slack's schema: app-manifests.v1.features.agent_view).
    agent_view: z
      .strictObject({
        agent_description: z.string().min(1).max(300),
        suggested_prompts: z
          .array(z.strictObject({ title: z.string().min(1), message: z.string().min(1) }))
          .max(4)
          .optional(),
      })
      .optional(),
    bot_user: z.strictObject({ display_name: z.string().min(1).max(80), always_online: z.boolean().optional() }),
    slash_commands: z
      .array(
        z.strictObject({
          command: z.string().min(2).max(32).regex(/^\//),
          url: url.optional(),
          description: z.string().min(1).max(2000),
          usage_hint: z.string().min(1).max(1000).optional(),
          should_escape: z.boolean().optional(),
        }),
      )
      .min(1)
      .max(50),
    unfurl_domains: z.array(z.string().min(1).max(255)).max(5).optional(),
    // Enterprise Search, as docs.slack.dev documents it (Slack's published schema does not know it yet).
    search: z
      .strictObject({
        search_function_callback_id: z.string().min(1).max(255),
        search_filters_function_callback_id: z.string().min(1).max(255).optional(),
      })
      .optional(),
    shortcuts: z
      .array(
        z.strictObject({
          name: z.string().min(1).max(24),
          type: z.enum(['message', 'global']),
          callback_id: z.string().min(1).max(255),
          description: z.string().min(1).max(150),
        }),
      )
      .min(1)
      .max(10)
      .optional(),
  }),
  mcp_servers: z
    .record(
      z.string(),
      z.strictObject({
        url: z
          .string()
          .regex(/^https:\/\//)
          .max(500),
        auth_type: z.enum(['dynamic_client_registration', 'no_auth', 'manual_auth', 'slack_identity_auth']),
      }),
    )
    .optional(),
  oauth_config: z.strictObject({
    redirect_urls: z.array(url).optional(),
    scopes: z.strictObject({
      bot: z.array(z.string().max(50)).max(255),
      bot_optional: z.array(z.string().max(50)).max(255).optional(),
      user: z.array(z.string().max(50)).optional(),
    }),
  }),
  settings: z.strictObject({
    event_subscriptions: z
      .strictObject({
        request_url: z
          .string()
          .regex(/^https?:\/\//)
          .max(3500)
          .optional(),
        bot_events: z.array(z.string().max(50)).max(100).optional(),
        user_events: z.array(z.string().max(50)).max(100).optional(),
      })
      .optional(),
    interactivity: z.strictObject({
      is_enabled: z.boolean(),
      request_url: z
        .string()
        .regex(/^https?:\/\//)
        .max(3500)
        .optional(),
      message_menu_options_url: z
        .string()
        .regex(/^https?:\/\//)
        .max(3500)
        .optional(),
    }),
    org_deploy_enabled: z.boolean().optional(),
    function_runtime: z.string().optional(),
    socket_mode_enabled: z.boolean().optional(),
    token_rotation_enabled: z.boolean().optional(),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;
