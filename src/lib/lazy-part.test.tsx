// What a server writes for a block's lazily loaded parts: a part shown from the start in full (so hydration
// keeps it), a closed drawer nothing, without loading it.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, untilOpened } from './lazy-part';
import { whenNeeded } from './when-needed';

/** The HTML of `page` once every Suspense boundary has its content, as a streaming server writes it. */
function renderWhole(page: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk;
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(page, { onAllReady: () => stream.pipe(sink), onShellError: reject });
  });
}

const Label = ({ text }: { text: string }) => <button type="button">{text}</button>;

describe('lazyPart', () => {
  it('is written in full by a server render that waits for Suspense', async () => {
    const Part = lazyPart(async () => Label);
    expect(await renderWhole(<Part text="Language" />)).toBe('<!--$--><button type="button">Language</button><!--/$-->');
  });

  it('renders at once, without suspending, once its chunk has loaded (it starts loading with the module)', async () => {
    const Part = lazyPart(
      async () => Label,
      () => 'loading',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    // renderToString cannot wait: a part that suspended would be its fallback here.
    expect(renderToString(<Part text="Language" />)).toBe('<!--$--><button type="button">Language</button><!--/$-->');
  });
});

describe('untilOpened', () => {
  it('writes nothing and loads nothing while closed', () => {
    const load = vi.fn(async () => ({ open }: { open?: boolean }) => <dialog open={open} />);
    const Drawer = untilOpened(load);
    expect(renderToString(<Drawer open={false} />)).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads and renders the part when open', async () => {
    const Drawer = untilOpened(async () => ({ open }: { open?: boolean }) => <dialog open={open} />);
    expect(await renderWhole(<Drawer open />)).toContain('<dialog open="">');
  });
});

describe('whenNeeded', () => {
  it('writes nothing on the server, so hydration never depends on whether it has loaded', async () => {
    const Pages = whenNeeded(async () => Label);
    expect(await renderWhole(<Pages text="Pages" />)).toBe('');
  });
});
