import { scopeBlocks } from '../../src/blocks/home-scopes';
import { translator } from '../../src/i18n/translate';
import { KIND_MODULES } from '../../src/kinds/modules';
import type { KindModule } from '../../src/kinds/module';

describe('the optional permissions on an admin’s Home', () => {
  const granted = ['commands', 'chat:write', 'canvases:write'];
  const features = (KIND_MODULES as readonly KindModule[]).flatMap((m) => m.optionalFeatures ?? []);
  const shown = { features, granted, oauth: true };

  it('links OAuth installs to casebot’s own install page asking for them all, where its address is known', () => {
    const blocks = scopeBlocks(translator('en'), {
      ...shown,
      grantUrl: 'https://casebot.example.com/slack/install/more',
    });
    const actions = blocks.find((b) => b.type === 'actions') as { elements: { url?: string }[] } | undefined;
    expect(actions?.elements[0]?.url).toBe('https://casebot.example.com/slack/install/more');
  });

  it('says where the install page is when casebot does not know its own address', () => {
    const text = JSON.stringify(scopeBlocks(translator('de'), shown));
    expect(text).toContain('/slack/install/more');
    expect(text).toContain('CASEBOT_PUBLIC_URL');
    expect(text).toContain('nicht erteilt');
  });

  it('asks nothing when every optional permission is granted', () => {
    const all = [...granted, ...features.flatMap((f) => f.scopes)];
    const blocks = scopeBlocks(translator('ar'), { ...shown, granted: all });
    expect(blocks.some((b) => b.type === 'actions')).toBe(false);
    expect(JSON.stringify(blocks)).not.toContain('CASEBOT_PUBLIC_URL');
  });
});
