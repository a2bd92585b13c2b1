/** The error code of a Slack Web API refusal (`not_in_channel`, `name_taken`…); undefined for anything else. */
export const slackError = (error: unknown): string | undefined => {
  const code = (error as { data?: { error?: unknown } } | undefined)?.data?.error;
  return typeof code === 'string' ? code : undefined;
};
