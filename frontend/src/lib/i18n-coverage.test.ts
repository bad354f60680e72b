// Every text of the app exists in Burmese and Chinese: each message declared with defineMessages
// in a feature's messages.ts or *-messages.ts (texts split off to download with lazy parts), or in
// the messages.ts of a feature's sub-folder (admin/catalog, admin/console, admin/checks), and
// the shared components' components/*/messages.ts, needs a non-empty, really translated entry in
// translations/mm.json and translations/ch.json, written in valid ICU with the same placeholders
// as the English.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

interface Descriptor {
  id: string;
  defaultMessage: string;
}

const messageModules = {
  ...import.meta.glob<Record<string, unknown>>(['../features/*/messages.ts', '../features/*/*-messages.ts', '../features/*/*/messages.ts'], { eager: true }),
  ...import.meta.glob<Record<string, unknown>>(['../components/*/messages.ts', '../components/*/*-messages.ts'], { eager: true }),
};
const catalogues = {
  mm: import.meta.glob<Record<string, string>>(['../features/*/translations/mm.json', '../components/*/translations/mm.json'], {
    eager: true,
    import: 'default',
  }),
  ch: import.meta.glob<Record<string, string>>(['../features/*/translations/ch.json', '../components/*/translations/ch.json'], {
    eager: true,
    import: 'default',
  }),
};

/** Texts that stay the same in every language: brand names, the currency, a phone number pattern. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Lucky Mall',
  'KBZPay',
  'KBZ Pay',
  'WavePay',
  'Wave Pay',
  'AYA Pay',
  'CB Pay',
  'Viber',
  'Telegram',
  'iOS',
  'Android',
  'MMK',
  '09xxxxxxxxx',
]);

function isDescriptor(value: unknown): value is Descriptor {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Descriptor).id === 'string' &&
    typeof (value as Descriptor).defaultMessage === 'string'
  );
}

/** Every descriptor in a messages module, however it is nested. */
function collect(value: unknown, into: Map<string, Descriptor & { file: string }>, file: string, depth = 0) {
  if (depth > 4 || typeof value !== 'object' || value === null) return;
  if (isDescriptor(value)) {
    into.set(value.id, { ...value, file });
    return;
  }
  for (const child of Object.values(value)) collect(child, into, file, depth + 1);
}

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
    if (element.type === TYPE.tag) placeholders(element.children, into);
  }
  return into;
}

/** The English has words to translate (not only placeholders, digits and punctuation). */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));
}

const messages = new Map<string, Descriptor & { file: string }>();
for (const [file, module] of Object.entries(messageModules)) collect(module, messages, file);

describe('translations', () => {
  it('finds the messages of every feature', () => {
    expect(Object.keys(messageModules).length).toBeGreaterThanOrEqual(3);
    expect(messages.size).toBeGreaterThan(50);
    // The admin's groups keep their texts in sub-folders: those are read too.
    expect(Object.keys(messageModules)).toEqual(
      expect.arrayContaining(['../features/admin/catalog/messages.ts', '../features/admin/console/messages.ts', '../features/admin/checks/messages.ts']),
    );
  });

  for (const locale of ['mm', 'ch'] as const) {
    const catalogue: Record<string, string> = Object.assign({}, ...Object.values(catalogues[locale]));

    it(`has every message in ${locale}`, () => {
      const problems: string[] = [];
      for (const { id, defaultMessage, file } of messages.values()) {
        const text = catalogue[id];
        if (typeof text !== 'string' || text.trim() === '') {
          problems.push(`${id} (${file}): missing`);
        } else if (text === defaultMessage && hasWords(defaultMessage) && !SAME_IN_EVERY_LANGUAGE.has(defaultMessage)) {
          problems.push(`${id} (${file}): still English: ${JSON.stringify(text)}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`writes ${locale} in valid ICU with the English placeholders`, () => {
      const problems: string[] = [];
      for (const { id, defaultMessage } of messages.values()) {
        const text = catalogue[id];
        if (typeof text !== 'string') continue;
        try {
          const want = [...placeholders(parse(defaultMessage))].sort();
          const got = [...placeholders(parse(text))].sort();
          if (want.join() !== got.join()) problems.push(`${id}: placeholders ${got.join(',')} instead of ${want.join(',')}`);
        } catch (error) {
          problems.push(`${id}: ${(error as Error).message}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
