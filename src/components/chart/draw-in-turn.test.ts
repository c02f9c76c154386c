import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endDrawTurn, requestDrawTurn } from './draw-in-turn';

describe('draw turns', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets one chart draw at a time, each in a task of its own, in the order they asked', () => {
    const drawn: string[] = [];
    const first = requestDrawTurn(() => drawn.push('first'));
    const second = requestDrawTurn(() => drawn.push('second'));
    const third = requestDrawTurn(() => drawn.push('third'));
    expect(drawn).toEqual([]);

    vi.runAllTimers();
    expect(drawn).toEqual(['first']);

    endDrawTurn(first);
    expect(drawn).toEqual(['first']);
    vi.runAllTimers();
    expect(drawn).toEqual(['first', 'second']);

    endDrawTurn(second);
    vi.runAllTimers();
    expect(drawn).toEqual(['first', 'second', 'third']);
    endDrawTurn(third);
  });

  it('drops the turn of a chart that goes before drawing, and moves on when the drawing one goes', () => {
    const drawn: string[] = [];
    const drawing = requestDrawTurn(() => drawn.push('drawing'));
    const gone = requestDrawTurn(() => drawn.push('gone'));
    const last = requestDrawTurn(() => drawn.push('last'));
    vi.runAllTimers();

    endDrawTurn(gone);
    endDrawTurn(drawing);
    vi.runAllTimers();
    expect(drawn).toEqual(['drawing', 'last']);

    // Ending a turn twice, or one already dropped, changes nothing.
    endDrawTurn(gone);
    endDrawTurn(drawing);
    endDrawTurn(last);
    const next = requestDrawTurn(() => drawn.push('next'));
    vi.runAllTimers();
    expect(drawn).toEqual(['drawing', 'last', 'next']);
    endDrawTurn(next);
  });
});
