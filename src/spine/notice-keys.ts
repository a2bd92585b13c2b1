import { randomUUID } from 'node:crypto';

// The keys of the notices the spine itself queues, and how any notice's key names its delivery. Each kind
// of what casebot tells unasked writes its own keys (src/kinds/<kind>/keys.ts) and registers their prefixes.

/** Telling a workspace's admins that its service has failed for an hour: once per failing spell. */
export const serviceFailingKey = (teamId: string, since: Date, adminId: string) =>
  `service-failing:${teamId}:${since.getTime()}:${adminId}`;

/** Telling a workspace's admins what ended with nobody to hear it when someone left (`once` names it). */
export const leftToldKey = (teamId: string, once: string, adminId: string) => `left-told:${teamId}:${once}:${adminId}`;

/** Telling someone who asked for access that they are linked: each link its own. */
export const welcomeKey = () => `welcome:${randomUUID()}`;

/** Asking a workspace's admins to link someone who asked for access: once per person asking and admin. */
export const accessRequestKey = (teamId: string, asker: string, adminId: string) =>
  `access-request:${teamId}:${asker}:${adminId}`;

/** A key prefix and the name its notices' deliveries go by in log lines and metrics. */
export interface KeyName {
  prefix: string;
  name: string;
}

/** The spine's own notices. */
const OWN: readonly KeyName[] = [
  { prefix: 'service-failing:', name: 'admin_alert' },
  { prefix: 'access-request:', name: 'admin_alert' },
  { prefix: 'left-told:', name: 'admin_alert' },
  { prefix: 'welcome:', name: 'welcome' },
];

/** What a notice tells, from its key: the `name` of its delivery's log line and metric (`other` when nobody registered it). */
export function deliveryNameOf(key: string, registered: readonly KeyName[] = []): string {
  return [...OWN, ...registered].find((k) => key.startsWith(k.prefix))?.name ?? 'other';
}
