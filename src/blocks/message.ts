import type { KnownBlock } from '@slack/types';

/** A message casebot sends: its blocks and the top-level text that notifications and old clients show. */
export interface Message {
  text: string;
  blocks: KnownBlock[];
}
