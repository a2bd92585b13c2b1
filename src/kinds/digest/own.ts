import type { ModuleParts } from '../surfaces';
import type { DigestStore } from './store';
import { digestSender } from './send-now';
import { createDigests } from './use-cases';

/** What the digest's surfaces reach: channels' digests as people set them up, and Send now. */
export function digestOwn(parts: ModuleParts<{ digests: DigestStore }>) {
  const { digests } = parts.stores;
  return {
    digests: createDigests({ digests, audit: parts.audit }),
    /** A digest posted into its channel now, read as its owner (Send now); `pressed` names the press. */
    sendNow: digestSender({ ...parts, digests }, parts.deliverSoon),
  };
}

export type DigestOwn = ReturnType<typeof digestOwn>;
