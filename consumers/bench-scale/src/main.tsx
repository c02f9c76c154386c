// The scale benchmark's page (npm run bench:scale): one case with N generated items, chosen by the URL
// (`?case=combobox&n=10000`), rendered by the packed package in a production build. It reports when the
// case has mounted and the longest Event Timing entry of the interactions that follow.
import '@labelport/ui/styles.css';
import { Combobox, LabelportProvider, Select } from '@labelport/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { StrictMode, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    bench: { mountMs?: number; longestEventMs: number; resetEvents: () => void };
  }
}

const params = new URLSearchParams(location.search);
const count = Number(params.get('n') ?? 1000);
const FLAVOURS = ['Apple', 'Berry', 'Cherry', 'Ginger', 'Lemon', 'Mango', 'Peach', 'Vanilla'];
const KINDS = ['soda', 'tonic', 'smoothie', 'kombucha', 'protein shake'];
const items = Array.from({ length: count }, (_, index) => ({
  value: `sku-${index + 1}`,
  label: `${FLAVOURS[index % FLAVOURS.length]} ${KINDS[index % KINDS.length]} ${index + 1}`,
}));

/** The baseline: the same rows in a plain @tanstack/react-virtual list, five text cells each. */
function VirtualList() {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scroller.current, estimateSize: () => 32 });
  return (
    <div ref={scroller} style={{ height: 600, overflow: 'auto' }}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          return (
            <div key={row.key} style={{ position: 'absolute', top: row.start, height: 32, display: 'flex', gap: 16 }}>
              <span>{item.value}</span>
              <span>{item.label}</span>
              <span>{row.index % 12}</span>
              <span>{row.index * 24}</span>
              <span>In production</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

const CASES: Record<string, () => React.ReactNode> = {
  'virtual-list': () => <VirtualList />,
  combobox: () => <Combobox label="Product" items={items} />,
  select: () => <Select label="Product" items={items} />,
};

function Mounted({ start }: { start: number }) {
  useEffect(() => {
    // Once the browser has painted the first frame with the case in it.
    requestAnimationFrame(() => setTimeout(() => (window.bench.mountMs = performance.now() - start)));
  }, [start]);
  return null;
}

window.bench = { longestEventMs: 0, resetEvents: () => (window.bench.longestEventMs = 0) };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.bench.longestEventMs = Math.max(window.bench.longestEventMs, entry.duration);
}).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

const render = CASES[params.get('case') ?? ''];
const start = performance.now();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <LabelportProvider>
      <main style={{ padding: 24, maxWidth: 640 }}>
        {render ? render() : <p>Unknown case</p>}
        <Mounted start={start} />
      </main>
    </LabelportProvider>
  </StrictMode>,
);
