/** Checks a message against Block Kit's limits (GUIDE.md); throws with every problem found. */
export function blockKitProblems(message: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (typeof message.text !== 'string' || message.text.trim() === '') {
    problems.push('text: top-level fallback text missing');
  } else if (message.text.length > 3000) problems.push(`text: fallback longer than 3000 (${message.text.length})`);
  return [...problems, ...blocksProblems(message.blocks, 50)];
}

/** Checks a modal view against Slack's limits: title, close, callback id, metadata, up to 100 blocks. */
export function modalProblems(view: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const plainText = (where: string, t: unknown, max: number) => {
    const { type, text } = (t ?? {}) as { type?: string; text?: unknown };
    if (type !== 'plain_text') problems.push(`${where}: not plain_text`);
    if (typeof text !== 'string' || text.length === 0 || text.length > max) {
      problems.push(`${where}: text of ${String(text).length} (1 to ${max})`);
    }
  };
  if (view.type !== 'modal') problems.push(`type ${String(view.type)}`);
  plainText('title', view.title, 24);
  if (view.close !== undefined) plainText('close', view.close, 24);
  if (view.submit !== undefined) plainText('submit', view.submit, 24);
  if (typeof view.callback_id === 'string' && view.callback_id.length > 255) problems.push('callback_id over 255');
  if (typeof view.private_metadata === 'string' && view.private_metadata.length > 3000) {
    problems.push('private_metadata over 3000');
  }
  return [...problems, ...blocksProblems(view.blocks, 100)];
}

/** Checks an App Home view: type home, up to 100 blocks. */
export function homeProblems(view: Record<string, unknown>): string[] {
  return [...(view.type === 'home' ? [] : [`type ${String(view.type)}`]), ...blocksProblems(view.blocks, 100)];
}

export function assertValidModal(view: Record<string, unknown>): void {
  const problems = modalProblems(view);
  if (problems.length > 0) throw new Error(`invalid modal:\n${problems.join('\n')}`);
}

function blocksProblems(blocks: unknown, maxBlocks: number): string[] {
  const problems: string[] = [];
  const fail = (where: string, what: string): void => {
    problems.push(`${where}: ${what}`);
  };
  if (!Array.isArray(blocks)) {
    fail('blocks', 'missing');
    return problems;
  }
  if (blocks.length > maxBlocks) fail('blocks', `${blocks.length} blocks (max ${maxBlocks})`);
  const actionIds = new Set<string>();
  const blockIds = new Set<string>();

  const textObject = (where: string, t: unknown, max: number, kinds = ['plain_text', 'mrkdwn']) => {
    if (!t || typeof t !== 'object') return fail(where, 'text object missing');
    const { type, text } = t as { type?: string; text?: unknown };
    if (!type || !kinds.includes(type)) fail(where, `text type ${type} not in ${kinds.join('/')}`);
    if (typeof text !== 'string' || text.length === 0) fail(where, 'empty text');
    else if (text.length > max) fail(where, `text of ${text.length} characters (max ${max})`);
  };
  const element = (where: string, e: unknown) => {
    const el = e as {
      type?: string;
      action_id?: string;
      value?: string;
      text?: unknown;
      url?: unknown;
      style?: unknown;
      confirm?: { title?: unknown; text?: unknown; confirm?: unknown; deny?: unknown; style?: unknown };
    };
    if (el.type === 'overflow' || el.type === 'static_select') {
      // An overflow menu: 1 to 5 options; a select: 1 to 100, its initial option one of them. Each option a
      // plain text of at most 75 and a value of at most 150.
      const { options = [], initial_option: initial } = e as {
        options?: { text?: unknown; value?: unknown }[];
        initial_option?: unknown;
      };
      const most = el.type === 'overflow' ? 5 : 100;
      if (options.length < 1 || options.length > most) fail(where, `${options.length} options (1 to ${most})`);
      if (initial !== undefined && !options.some((o) => JSON.stringify(o) === JSON.stringify(initial))) {
        fail(where, 'initial_option is not one of the options');
      }
      options.forEach((o, i) => {
        textObject(`${where}.options[${i}].text`, o.text, 75, ['plain_text']);
        if (typeof o.value !== 'string' || o.value.length === 0 || o.value.length > 150) {
          fail(`${where}.options[${i}]`, 'value missing or over 150');
        }
      });
      if (!el.action_id || el.action_id.length > 255) fail(where, 'action_id missing or over 255');
      else if (actionIds.has(el.action_id)) fail(where, `duplicate action_id ${el.action_id}`);
      else actionIds.add(el.action_id);
      return;
    }
    if (el.type !== 'button') return fail(where, `unexpected element ${el.type}`);
    if (el.confirm !== undefined) {
      // A confirm dialog: all plain text (Slack does not render mrkdwn there).
      textObject(`${where}.confirm.title`, el.confirm.title, 100, ['plain_text']);
      textObject(`${where}.confirm.text`, el.confirm.text, 300, ['plain_text']);
      textObject(`${where}.confirm.confirm`, el.confirm.confirm, 30, ['plain_text']);
      textObject(`${where}.confirm.deny`, el.confirm.deny, 30, ['plain_text']);
    }
    if (el.url !== undefined && (typeof el.url !== 'string' || el.url.length > 3000 || !/^https?:\/\//.test(el.url))) {
      fail(where, 'url not http(s) or over 3000');
    }
    if (el.style !== undefined && el.style !== 'primary' && el.style !== 'danger') fail(where, 'unknown style');
    textObject(`${where}.text`, el.text, 75, ['plain_text']);
    if (!el.action_id || el.action_id.length > 255) fail(where, 'action_id missing or over 255');
    else if (actionIds.has(el.action_id)) fail(where, `duplicate action_id ${el.action_id}`);
    else actionIds.add(el.action_id);
    if (el.value !== undefined && el.value.length > 2000) fail(where, `value of ${el.value.length} (max 2000)`);
  };

  blocks.forEach((b: Record<string, unknown>, i) => {
    const where = `blocks[${i}](${String(b.type)})`;
    if (typeof b.block_id === 'string') {
      if (b.block_id.length > 255) fail(where, 'block_id over 255');
      if (blockIds.has(b.block_id)) fail(where, `duplicate block_id ${b.block_id}`);
      blockIds.add(b.block_id);
    }
    switch (b.type) {
      case 'header':
        textObject(where, b.text, 150, ['plain_text']);
        break;
      case 'section': {
        if (b.text === undefined && b.fields === undefined) fail(where, 'section without text or fields');
        if (b.text !== undefined) textObject(where, b.text, 3000);
        if (b.fields !== undefined) {
          const fields = b.fields as unknown[];
          if (fields.length > 10) fail(where, `${fields.length} fields (max 10)`);
          for (const [j, f] of fields.entries()) textObject(`${where}.fields[${j}]`, f, 2000);
        }
        if (b.accessory !== undefined) element(`${where}.accessory`, b.accessory);
        break;
      }
      case 'context': {
        const elements = (b.elements ?? []) as unknown[];
        if (elements.length === 0 || elements.length > 10) fail(where, `${elements.length} elements (1 to 10)`);
        for (const [j, e] of elements.entries()) textObject(`${where}.elements[${j}]`, e, 3000);
        break;
      }
      case 'actions': {
        const elements = (b.elements ?? []) as unknown[];
        if (elements.length === 0 || elements.length > 25) fail(where, `${elements.length} elements (1 to 25)`);
        for (const [j, e] of elements.entries()) element(`${where}.elements[${j}]`, e);
        break;
      }
      case 'divider':
        break;
      case 'carousel': {
        // Slack's carousel (2026): 1 to 10 cards, each a title, subtitle and body (mrkdwn) and its buttons.
        const cards = (b.elements ?? []) as Array<Record<string, unknown>>;
        if (cards.length === 0 || cards.length > 10) fail(where, `${cards.length} cards (1 to 10)`);
        cards.forEach((card, j) => {
          const at = `${where}.elements[${j}]`;
          if (card.type !== 'card') fail(at, `not a card: ${String(card.type)}`);
          for (const part of ['title', 'subtitle', 'body'] as const)
            if (card[part] !== undefined) textObject(`${at}.${part}`, card[part], 3000, ['mrkdwn']);
          const actions = (card.actions ?? []) as unknown[];
          if (actions.length > 5) fail(at, `${actions.length} actions (max 5)`);
          for (const [k, e] of actions.entries()) element(`${at}.actions[${k}]`, e);
        });
        break;
      }
      case 'alert':
        // Slack's alert (2026): a text and a level; in modals.
        textObject(where, b.text, 3000);
        if (b.level !== undefined && !['default', 'info', 'warning', 'error', 'success'].includes(String(b.level)))
          fail(where, `unknown level ${String(b.level)}`);
        break;
      case 'data_table': {
        // Slack's data_table (2026): a caption, a header row and 1 to 100 rows of 1 to 20 cells each, all
        // rows as long, at most 10,000 characters in all cells, page_size 1 to 100.
        if (typeof b.caption !== 'string' || b.caption.trim() === '') fail(where, 'no caption');
        const size = b.page_size as number | undefined;
        if (size !== undefined && (!Number.isInteger(size) || size < 1 || size > 100)) fail(where, `page_size ${size}`);
        const rows = (b.rows ?? []) as Array<Array<Record<string, unknown>>>;
        if (rows.length < 2 || rows.length > 101) fail(where, `${rows.length} rows (a header and 1 to 100)`);
        const width = rows[0]?.length ?? 0;
        if (width < 1 || width > 20) fail(where, `${width} columns (1 to 20)`);
        let chars = 0;
        rows.forEach((row, r) => {
          if (row.length !== width) fail(where, `row ${r} has ${row.length} cells, the header ${width}`);
          row.forEach((cell, c) => {
            const at = `${where}.rows[${r}][${c}]`;
            if (cell.type === 'raw_text' || cell.type === 'raw_number') {
              const text = cell.text;
              if (typeof text !== 'string' || text.length < 1) fail(at, 'empty cell text');
              else chars += text.length;
              if (cell.type === 'raw_number' && (typeof cell.value !== 'number' || !Number.isFinite(cell.value)))
                fail(at, 'raw_number without a number');
            } else if (cell.type === 'rich_text') {
              if (r === 0) fail(at, 'rich_text in the header row');
              const text = JSON.stringify(cell.elements ?? []);
              for (const m of text.matchAll(/"text":"((?:[^"\\]|\\.)*)"/g)) chars += JSON.parse(`"${m[1]}"`).length;
            } else fail(at, `unknown cell type ${String(cell.type)}`);
          });
        });
        if (chars > 10_000) fail(where, `${chars} characters in its cells (max 10,000)`);
        break;
      }
      case 'data_visualization': {
        // Slack's data_visualization (2026-06): a title of 1 to 50 characters and a chart; casebot draws pies
        // of 1 to 6 segments, each a label and a number.
        if (typeof b.title !== 'string' || b.title.trim() === '' || b.title.length > 50) fail(where, 'title (1 to 50)');
        const chart = (b.chart ?? {}) as { type?: string; segments?: Array<{ label?: unknown; value?: unknown }> };
        if (chart.type !== 'pie') fail(where, `chart type ${String(chart.type)} (casebot draws pies)`);
        const segments = chart.segments ?? [];
        if (segments.length < 1 || segments.length > 6) fail(where, `${segments.length} segments (1 to 6)`);
        segments.forEach((seg, k) => {
          if (typeof seg.label !== 'string' || seg.label.trim() === '') fail(`${where}.segments[${k}]`, 'no label');
          if (typeof seg.value !== 'number' || !Number.isFinite(seg.value) || seg.value < 0)
            fail(`${where}.segments[${k}]`, 'value not a number of 0 or more');
        });
        break;
      }
      case 'input': {
        // Only in modals: a label, and one element of a kind casebot uses.
        textObject(`${where}.label`, b.label, 2000, ['plain_text']);
        const el = (b.element ?? {}) as {
          type?: string;
          action_id?: string;
          placeholder?: unknown;
          max_length?: number;
          initial_value?: string;
          min_value?: string;
          max_value?: string;
          options?: unknown[];
          initial_option?: unknown;
          initial_options?: unknown[];
        };
        // What Slack checks of the elements casebot puts in its modals.
        if (el.type === 'plain_text_input') {
          if (el.max_length !== undefined && (el.max_length < 1 || el.max_length > 3000)) {
            fail(where, `max_length ${el.max_length} (1 to 3000)`);
          }
          if (el.initial_value !== undefined && el.initial_value.length > (el.max_length ?? 3000)) {
            fail(where, 'initial_value longer than max_length');
          }
        }
        if (el.type === 'number_input') {
          const [min, max, initial] = [el.min_value, el.max_value, el.initial_value].map((v) =>
            v === undefined ? undefined : Number(v),
          );
          if ([min, max, initial].some((v) => v !== undefined && !Number.isFinite(v))) fail(where, 'not a number');
          if (min !== undefined && max !== undefined && min > max) fail(where, 'min_value over max_value');
          if (initial !== undefined && ((min !== undefined && initial < min) || (max !== undefined && initial > max))) {
            fail(where, 'initial_value out of range');
          }
        }
        if (el.type === 'static_select' || el.type === 'checkboxes' || el.type === 'radio_buttons') {
          const options = el.options ?? [];
          const max = el.type === 'static_select' ? 100 : 10;
          if (options.length === 0 || options.length > max) fail(where, `${options.length} options (1 to ${max})`);
          const same = (o: unknown) => options.some((p) => JSON.stringify(p) === JSON.stringify(o));
          if (el.initial_option !== undefined && !same(el.initial_option)) fail(where, 'initial_option not an option');
          if ((el.initial_options ?? []).some((o) => !same(o))) fail(where, 'initial_options not all options');
        }
        if (
          ![
            'external_select',
            'conversations_select',
            'plain_text_input',
            'static_select',
            'users_select',
            'multi_users_select',
            'number_input',
            'checkboxes',
            'radio_buttons',
          ].includes(String(el.type))
        ) {
          fail(where, `unexpected input element ${el.type}`);
        }
        if (!el.action_id || el.action_id.length > 255) fail(where, 'input action_id missing or over 255');
        else if (actionIds.has(el.action_id)) fail(where, `duplicate action_id ${el.action_id}`);
        else actionIds.add(el.action_id);
        if (el.placeholder !== undefined) textObject(`${where}.placeholder`, el.placeholder, 150, ['plain_text']);
        break;
      }
      default:
        fail(where, 'unknown block type');
    }
  });
  return problems;
}

export function assertValidMessage(message: Record<string, unknown>): void {
  const problems = blockKitProblems(message);
  if (problems.length > 0) throw new Error(`invalid Block Kit:\n${problems.join('\n')}`);
}

/**
 * Every Slack control sequence `<…>` in the texts Slack parses: the top-level text and every mrkdwn
 * text object (plain_text is shown as it is). After escaping, only casebot's own `<@U…>` mentions and
 * `<!date^…>` tokens may appear.
 */
export function controlSequences(message: Record<string, unknown>): string[] {
  return parsedTexts(message).flatMap((t) => t.match(/<[^>]*>/g) ?? []);
}

/** The texts Slack parses for markup: the top-level text and every mrkdwn text object. */
export function parsedTexts(message: Record<string, unknown>): string[] {
  const texts: string[] = [String(message.text ?? '')];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const object = node as Record<string, unknown>;
      if (object.type === 'mrkdwn' && typeof object.text === 'string') texts.push(object.text);
      for (const value of Object.values(object)) walk(value);
    }
  };
  walk(message.blocks);
  return texts;
}

/** True when the sequence is one casebot itself writes (a date token, or a mention of a known user). */
export function isOwnSequence(sequence: string, users: string[] = []): boolean {
  if (/^<!date\^\d+\^\{date_short_pretty\} \{time\}\|[^<>]*>$/.test(sequence)) return true;
  // A link to a Slack message, as chat.getPermalink gives it, named by its conversation.
  if (/^<https:\/\/[^\s|<>]+\/archives\/[CDG][A-Z0-9]+\/p\d+(\?[^\s|<>]*)?\|[^<>|]*>$/.test(sequence)) return true;
  return users.some((u) => sequence === `<@${u}>`);
}
