import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { precompiledMessages } from '../../vite.config.ts';
import { compileMessage, compileMessages } from './compile';

describe('compileMessage', () => {
  it('keeps plain text as the same string, which needs no formatting', () => {
    expect(compileMessage('Save changes')).toBe('Save changes');
    expect(compileMessage("Don't worry")).toBe("Don't worry");
    expect(compileMessage('')).toBe('');
  });

  it('parses ICU text: placeholders, plurals, tags and quoting', () => {
    expect(compileMessage('Hello {name}')).toEqual([
      { type: 0, value: 'Hello ' },
      { type: 1, value: 'name' },
    ]);
    expect(compileMessage('{count, plural, one {# file} other {# files}}')).toMatchObject([{ type: 6, value: 'count' }]);
    expect(compileMessage('Read the <terms>terms</terms>')).toMatchObject([{ type: 0 }, { type: 8, value: 'terms' }]);
    // ICU quoting changes the text ('' is one apostrophe), so it is compiled too.
    expect(compileMessage("It''s {n}")).toMatchObject([{ type: 0, value: "It's " }, { type: 1 }]);
  });
});

describe('compileMessages', () => {
  it('compiles every message of a language', () => {
    expect(compileMessages({ title: 'Files', count: '{n} files' })).toEqual({
      title: 'Files',
      count: [
        { type: 1, value: 'n' },
        { type: 0, value: ' files' },
      ],
    });
  });

  it('names the message that is not valid ICU text', () => {
    expect(() => compileMessages({ fine: 'Fine', broken: 'Hello {name' })).toThrow(/Message 'broken' is not valid ICU text/);
  });
});

// A real production build with the plugin, as the package and the app are built: the catalog module's ICU
// text arrives parsed, formatjs comes without its ICU parser, and the result still formats.
describe('precompiledMessages in a build', () => {
  const dir = mkdtempSync(join(import.meta.dirname, '../../node_modules/.labelport-compile-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function buildCatalog(messages: string) {
    mkdirSync(join(dir, 'i18n/messages'), { recursive: true });
    writeFileSync(join(dir, 'i18n/messages/en.ts'), messages);
    writeFileSync(
      join(dir, 'entry.ts'),
      `import { createIntl } from '@formatjs/intl';
import { en } from './i18n/messages/en';
const intl = createIntl({ locale: 'en', messages: en as Record<string, string> });
export const files = (count: number) => intl.formatMessage({ id: 'files' }, { count });
export { en };`,
    );
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [precompiledMessages()],
      build: { write: false, minify: false, lib: { entry: join(dir, 'entry.ts'), formats: ['es'] } },
    })) as Rolldown.RolldownOutput[];
    const [chunk] = output.flatMap((o) => o.output).filter((c) => c.type === 'chunk');
    if (!chunk) throw new Error('the build made no chunk');
    return chunk;
  }

  it('ships the messages parsed and formatjs without its ICU parser, and formats them', async () => {
    const chunk = await buildCatalog(
      "export const en = { title: 'Files', files: '{count, plural, one {# file} other {# files}}' } satisfies Record<string, string>;",
    );
    expect(chunk.moduleIds.filter((id) => /icu-(messageformat|skeleton)-parser\/(?!no-parser)/.test(id))).toEqual([]);
    const file = join(dir, 'built.mjs');
    writeFileSync(file, chunk.code);
    const built = await import(file);
    expect(built.en.title).toBe('Files');
    expect(built.en.files).toMatchObject([{ type: 6, value: 'count' }]);
    expect([built.files(1), built.files(3)]).toEqual(['1 file', '3 files']);
  });

  it('fails the build on a message that is not valid ICU text, naming it', async () => {
    await expect(buildCatalog("export const en = { files: '{count, plural, one {# file}' };")).rejects.toThrow(
      /"\{count, plural, one \{# file\}" is not valid ICU text/,
    );
  });
});
