// Charts draw one at a time. Drawing is most of a chart's cost, and the plots of a page are measured in the
// same frame, so without turns every chart on the page would draw in one long task and the page would not
// answer a click meanwhile. Internal: not exported from the package.

/** A chart's place in line. */
export interface DrawTurn {
  draw: () => void;
}

const waiting: DrawTurn[] = [];
let current: DrawTurn | null = null;

function startNext() {
  current = waiting.shift() ?? null;
  const turn = current;
  // A task of its own: the previous chart's drawing has ended its task first.
  if (turn) setTimeout(() => turn.draw());
}

/** Queues `draw`; it runs in a task of its own once every chart queued before it has ended its turn. */
export function requestDrawTurn(draw: () => void): DrawTurn {
  const turn = { draw };
  waiting.push(turn);
  if (!current) startNext();
  return turn;
}

/** Ends a turn: the chart has drawn, or is gone (then its turn is dropped, drawn or not). */
export function endDrawTurn(turn: DrawTurn) {
  const index = waiting.indexOf(turn);
  if (index >= 0) waiting.splice(index, 1);
  if (current === turn) startNext();
}
