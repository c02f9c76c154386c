import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleAfterPaint } from './idle';

/** A browser's frame and idle queues, run by hand: `paint` runs the frame callbacks, `idle` the idle ones. */
function fakeBrowser({ idleCallbacks = true } = {}) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const frames = new Map<number, () => void>();
  const idles = new Map<number, () => void>();
  let nextId = 1;
  const queue = (into: Map<number, () => void>) => (callback: () => void) => {
    into.set(nextId, callback);
    return nextId++;
  };
  const drain = (from: Map<number, () => void>) => () => {
    const callbacks = [...from.values()];
    from.clear();
    for (const callback of callbacks) callback();
  };
  vi.stubGlobal('requestAnimationFrame', queue(frames));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  vi.stubGlobal('requestIdleCallback', idleCallbacks ? queue(idles) : undefined);
  vi.stubGlobal('cancelIdleCallback', (id: number) => idles.delete(id));
  return { paint: drain(frames), afterPaint: () => vi.runAllTimers(), idle: drain(idles) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('idleAfterPaint', () => {
  it('runs once the next frame is painted and the browser is idle, not before', () => {
    const browser = fakeBrowser();
    const run = vi.fn();
    idleAfterPaint(run);
    browser.paint();
    browser.afterPaint();
    expect(run).not.toHaveBeenCalled();
    browser.idle();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs right after the paint where there is no requestIdleCallback (Safari)', () => {
    const browser = fakeBrowser({ idleCallbacks: false });
    const run = vi.fn();
    idleAfterPaint(run);
    browser.paint();
    expect(run).not.toHaveBeenCalled();
    browser.afterPaint();
    expect(run).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled, whichever step it is waiting for', () => {
    const browser = fakeBrowser();
    const run = vi.fn();
    // Before the frame.
    idleAfterPaint(run)();
    // After the frame, before its timeout.
    const afterFrame = idleAfterPaint(run);
    browser.paint();
    afterFrame();
    // Waiting for the idle moment.
    const waitingForIdle = idleAfterPaint(run);
    browser.paint();
    browser.afterPaint();
    waitingForIdle();
    browser.paint();
    browser.afterPaint();
    browser.idle();
    expect(run).not.toHaveBeenCalled();
  });
});
