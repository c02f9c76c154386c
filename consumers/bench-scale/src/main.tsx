// The scale benchmark's page (npm run bench:scale): one case with N generated items, chosen by the URL
// (`?case=combobox&n=10000`), rendered by the packed package in a production build. It reports when the
// case has mounted and the longest Event Timing entry of the interactions that follow.
import '@labelport/ui/styles.css';
import '@labelport/ui/blocks.css';
import {
  ChatPane,
  type ChatPaneProps,
  Combobox,
  DataTable,
  type DataTableColumn,
  LabelportProvider,
  LineChart,
  type MessageThread,
  type Project,
  ProjectsTable,
  Select,
  type Shipment,
  ShippingTable,
  ThreadList,
  type UploadedFile,
  UploadedFilesTable,
} from '@labelport/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { StrictMode, useEffect, useRef, useState } from 'react';
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

interface Order {
  id: string;
  product: string;
  batch: number;
  units: number;
  status: string;
}
const STATUSES = ['In Review', 'In Production', 'Completed'];
const orders: Order[] = items.map((item, index) => ({
  id: item.value,
  product: item.label,
  batch: index % 12,
  units: index * 24,
  status: STATUSES[index % STATUSES.length],
}));
const ORDER_COLUMNS: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order', value: (order) => order.id, rowHeader: true },
  { id: 'product', header: 'Product', value: (order) => order.product },
  { id: 'batch', header: 'Batch', value: (order) => order.batch, align: 'end' },
  { id: 'units', header: 'Units', value: (order) => order.units, align: 'end' },
  {
    id: 'status',
    header: 'Status',
    value: (order) => order.status,
    filter: { type: 'select', options: STATUSES.map((status) => ({ value: status, label: status })) },
  },
];
const projects: Project[] = items.map((item, index) => ({
  id: item.value,
  name: item.label,
  category: index % 2 ? 'Beverages' : 'Supplements',
  type: index % 2 ? 'Sodas' : 'Gummies',
  package: 'cans',
  quantity: 1000 + index,
  submissionDate: '2026-01-15',
  progress: index % 101,
  status: STATUSES[index % STATUSES.length],
}));

const SHIPPING = ['inTransit', 'packaging', 'delivered'] as const;
const shipments: Shipment[] = items.map((item, index) => ({
  id: item.value,
  product: item.label,
  units: 1000 * (1 + (index % 250)),
  trucks: 1 + (index % 4),
  status: SHIPPING[index % SHIPPING.length],
  progress: index % 101,
  trackingNumber: `LP-${index + 1}`,
}));

const FILE_TYPES = ['labelDesign', 'contract', 'artwork', 'document'] as const;
const FILE_STATUSES = ['approved', 'needsCorrection', 'pendingReview'] as const;
const files: UploadedFile[] = items.map((item, index) => ({
  id: item.value,
  name: `${item.value}.pdf`,
  type: FILE_TYPES[index % FILE_TYPES.length],
  date: new Date(Date.UTC(2026, 0, 15 - (index % 365))).toISOString().slice(0, 10),
  status: FILE_STATUSES[index % FILE_STATUSES.length],
}));

const threads: MessageThread[] = items.map((item, index) => ({
  id: item.value,
  projectId: item.value,
  title: item.label,
  messages: [{ id: 'm1', sender: 'support', text: `Batch ${index + 1} is on schedule.`, sentAt: '2026-01-15T10:00:00Z' }],
}));

/** The conversations as the Messages page shows them: picking one marks it open. */
function LiveThreadList() {
  const [selectedId, setSelectedId] = useState(threads[0]?.id);
  return <ThreadList threads={threads} selectedId={selectedId} onSelect={setSelectedId} />;
}

// A reading a day: a yearly wave, a slow rise and a saw-tooth of noise, the same on every run.
const days = Array.from({ length: count }, (_, index) => ({
  day: index + 1,
  scans: Math.round(2000 + index / 10 + 600 * Math.sin((2 * Math.PI * index) / 365.25) + ((index * 7919) % 400) - 200),
}));

/** A server's answer for one page: what a portal's API does with the table's sort and page. */
function ServerTable() {
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<{ id: string; desc: boolean }[]>([]);
  const [rows, setRows] = useState<Order[]>(() => orders.slice(0, 25));
  useEffect(() => {
    const [key] = sorting;
    const sorted = key ? [...orders].reverse() : orders;
    setRows(sorted.slice((page - 1) * 25, page * 25));
  }, [page, sorting]);
  return (
    <DataTable
      aria-label="Orders"
      data={rows}
      columns={ORDER_COLUMNS}
      getRowId={(order) => order.id}
      serverSide
      rowCount={orders.length}
      page={page}
      onPageChange={setPage}
      pageSize={25}
      sorting={sorting}
      onSortingChange={setSorting}
      selectable
    />
  );
}

// One thread of N messages, a minute apart; a sent message is appended, as a page does.
const THREAD: ChatPaneProps['thread'] = {
  id: 'bench',
  projectId: '1',
  title: 'Energy Drink - Tropical',
  messages: items.map((item, index) => ({
    id: `m${index + 1}`,
    sender: index % 3 === 0 ? ('support' as const) : ('customer' as const),
    text: `${item.label}: the label proof and the pallet plan`,
    sentAt: new Date(Date.UTC(2026, 0, 8) - (count - index) * 60_000).toISOString(),
  })),
};

function LiveChatPane() {
  const [thread, setThread] = useState(THREAD);
  return (
    <ChatPane
      thread={thread}
      onSend={(message) => setThread((previous) => ({ ...previous, messages: [...previous.messages, message] }))}
    />
  );
}

const CASES: Record<string, () => React.ReactNode> = {
  'virtual-list': () => <VirtualList />,
  combobox: () => <Combobox label="Product" items={items} />,
  select: () => <Select label="Product" items={items} />,
  'data-table': () => (
    <DataTable
      aria-label="Orders"
      data={orders}
      columns={ORDER_COLUMNS}
      getRowId={(order) => order.id}
      searchable
      selectable
      pageSizeOptions={[25, 50, 100]}
    />
  ),
  'data-table-virtual': () => (
    <DataTable
      aria-label="Orders"
      data={orders}
      columns={ORDER_COLUMNS}
      getRowId={(order) => order.id}
      layout="virtual"
      height="600px"
      searchable
    />
  ),
  'data-table-server': () => <ServerTable />,
  'projects-table': () => <ProjectsTable projects={projects} />,
  'shipping-table': () => <ShippingTable shipments={shipments} />,
  'uploaded-files-table': () => <UploadedFilesTable files={files} />,
  'thread-list': () => <LiveThreadList />,
  'chat-pane': () => <LiveChatPane />,
  'line-chart': () => (
    <LineChart
      title="Scans per day"
      description="Labels scanned each day."
      data={days}
      xKey="day"
      xLabel="Day"
      formatX={(day) => `Day ${day.day}`}
      series={[{ key: 'scans', label: 'Scans' }]}
    />
  ),
};

/** For a case that draws after its first frame (a chart waits to measure its plot): whether it has. */
const DRAWN: Record<string, () => boolean> = {
  'line-chart': () => document.querySelector('[role=img] svg path') !== null,
};

const drawn = DRAWN[params.get('case') ?? ''] ?? (() => true);

function Mounted({ start }: { start: number }) {
  useEffect(() => {
    // Once the browser has painted the first frame with the case (drawn) in it.
    const check = () =>
      drawn() ? setTimeout(() => (window.bench.mountMs = performance.now() - start)) : requestAnimationFrame(check);
    requestAnimationFrame(check);
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
      <main style={{ padding: 24, maxWidth: 1100 }}>
        {render ? render() : <p>Unknown case</p>}
        <Mounted start={start} />
      </main>
    </LabelportProvider>
  </StrictMode>,
);
