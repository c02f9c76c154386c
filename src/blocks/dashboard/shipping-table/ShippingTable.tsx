import { type ComponentProps, useMemo, useRef, useState } from 'react';
import { shippingTable } from 'styled-system/recipes';
import { DataState, type RemoteDataProps } from '../../../components/data-state';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { Skeleton } from '../../../components/skeleton';
import { type LogisticsBooking, type Shipment, shipmentTotals } from '../../../domain/logistics';
import { useMergedRefs } from '../../../lib/merge-refs';
import { useControllableState } from '../../../lib/use-controllable-state';
import { useLanguage } from '../../language';
import { LogisticsScheduler } from '../logistics-scheduler';
import { ShippingActions, ShippingDetails, ShippingDisclosure, ShippingProgress } from './ShippingRow';

const NO_BOOKINGS: Readonly<Record<string, LogisticsBooking>> = {};
const NO_IDS: readonly string[] = [];
const PAGE_SIZES = [25, 50, 100];
const shipmentId = (shipment: Shipment) => shipment.id;
const renderDetails = (shipment: Shipment) => <ShippingDetails shipment={shipment} />;

export interface ShippingTableProps extends Omit<ComponentProps<'div'>, 'children'>, RemoteDataProps {
  /** The shipments, one row each, in the given order. */
  shipments: readonly Shipment[];
  /**
   * The booked pick-up days by shipment id, when the page holds them: the table shows exactly these and
   * reports a new booking through `onBook`, for the page to save.
   */
  bookings?: Readonly<Record<string, LogisticsBooking>>;
  /** The bookings the table starts with when it keeps them itself. */
  defaultBookings?: Readonly<Record<string, LogisticsBooking>>;
  /** The ids of the shipments marked complete, when the page holds them (reported through `onComplete`). */
  completedIds?: readonly string[];
  /** The completed shipments the table starts with when it keeps them itself. */
  defaultCompletedIds?: readonly string[];
  /** The Track link's target for a tracking number. Defaults to `/tracking?number=<number>`. */
  trackingHref?: (trackingNumber: string | undefined) => string;
  /** The row whose details start open, if any. */
  defaultExpandedId?: string;
  /** Called when Confirm in the scheduler books a shipment's pick-up day: save it, confirm it to the user. */
  onBook?: (booking: LogisticsBooking, shipment: Shipment) => void;
  /** Called when Complete marks a shipment complete: save it, confirm it to the user. */
  onComplete?: (shipment: Shipment) => void;
  /** Cell padding: `sm` for a dense table. */
  size?: 'sm' | 'md';
}

/**
 * The 'Shipping Status' table of the logistics screen, a DataTable: Product, Units, Trucks Required, Status
 * (progress bar and percent) and Actions; the first four sort, and past 25 shipments it pages. Each product
 * name is a disclosure button that opens the row's pallet, box and unit totals; opening one row closes the other. Track links to the tracking page; Book Logistics opens
 * the 'Schedule Logistics' panel for that product, whose Confirm books the day; Complete marks the
 * shipment complete. The table saves and confirms nothing itself: the page keeps `bookings` and
 * `completedIds` where it likes and confirms them to the user when `onBook` and `onComplete` report them.
 * While `loading` skeletons stand in for the table; with `error`, a message with Retry (`onRetry`).
 */
export function ShippingTable({
  shipments,
  bookings: ownerBookings,
  defaultBookings = NO_BOOKINGS,
  completedIds,
  defaultCompletedIds = NO_IDS,
  trackingHref,
  defaultExpandedId,
  onBook,
  onComplete,
  loading,
  error,
  onRetry,
  ref,
  ...tableProps
}: ShippingTableProps) {
  const { t, formatNumber } = useLanguage();
  const statusClass = shippingTable().status;
  const [expandedIds, setExpandedIds] = useState<string[]>(() => (defaultExpandedId ? [defaultExpandedId] : []));
  const [bookings, setBookings] = useControllableState(ownerBookings, defaultBookings);
  const [completed, setCompleted] = useControllableState(completedIds, defaultCompletedIds);
  const [scheduling, setScheduling] = useState<Shipment | null>(null);
  const [schedulerOpen, setSchedulerOpen] = useState(false);
  const completedRef = useRef<HTMLSpanElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const tableRefs = useMergedRefs(tableRef, ref);

  /** The row's action button: where focus returns when the panel closes (it may have been re-rendered). */
  const actionOf = (id: string) => () =>
    tableRef.current?.querySelector<HTMLElement>(`[data-shipment-action="${CSS.escape(id)}"]`) ?? null;

  const book = (shipment: Shipment, date: string) => {
    const booking: LogisticsBooking = { shipmentId: shipment.id, date, bookedAt: new Date().toISOString() };
    setBookings((previous) => ({ ...previous, [shipment.id]: booking }));
    onBook?.(booking, shipment);
  };

  // A page's `onComplete` is often a new function each render: read the latest when Complete is pressed,
  // so the columns stay the same (DataTable sorts again on new columns).
  const latestOnComplete = useRef(onComplete);
  latestOnComplete.current = onComplete;
  // Kept while nothing they show changes.
  const columns = useMemo<DataTableColumn<Shipment>[]>(() => {
    const complete = (shipment: Shipment) => {
      setCompleted((ids) => (ids.includes(shipment.id) ? ids : [...ids, shipment.id]));
      // The Complete button is replaced by the 'Completed' note: keep focus there instead of losing it.
      requestAnimationFrame(() => completedRef.current?.focus());
      latestOnComplete.current?.(shipment);
    };

    return [
      {
        id: 'product',
        header: t('operations.shipping.product'),
        value: (shipment) => shipment.product,
        rowHeader: true,
        cell: (shipment, details) => (
          <ShippingDisclosure
            product={shipment.product}
            expanded={details.expanded}
            controls={details.detailsId}
            onToggle={details.toggleExpanded}
          />
        ),
      },
      {
        id: 'units',
        header: t('operations.shipping.units'),
        value: (shipment) => shipment.units,
        cell: (shipment) => t('operations.shipping.unitsValue', { units: formatNumber(shipment.units) }),
      },
      { id: 'trucks', header: t('operations.shipping.trucks'), value: (shipment) => shipmentTotals(shipment.trucks).trucks },
      {
        id: 'status',
        header: t('operations.shipping.status'),
        value: (shipment) => shipment.progress,
        cell: (shipment) => (
          <div className={statusClass}>
            <ShippingProgress shipment={shipment} />
          </div>
        ),
      },
      {
        id: 'actions',
        header: t('operations.shipping.actions'),
        hideable: false,
        cell: (shipment) => (
          <ShippingActions
            shipment={shipment}
            booking={bookings[shipment.id]}
            completed={completed.includes(shipment.id)}
            onBookLogistics={(row) => {
              setScheduling(row);
              setSchedulerOpen(true);
            }}
            onComplete={complete}
            trackingHref={trackingHref}
            completedRef={completedRef}
          />
        ),
      },
    ];
  }, [t, formatNumber, statusClass, bookings, completed, trackingHref, setCompleted]);

  return (
    <>
      <DataState
        label={t('dashboard.data.shipments')}
        loading={loading}
        error={error}
        onRetry={onRetry}
        skeleton={<Skeleton shape="text" lines={4} height="var(--sizes-10)" />}
      >
        <DataTable
          ref={tableRefs}
          aria-label={t('operations.shipping.title')}
          caption={t('operations.shipping.title')}
          data={shipments}
          columns={columns}
          getRowId={shipmentId}
          renderDetail={renderDetails}
          detailsButton={false}
          singleExpand
          expandedIds={expandedIds}
          onExpandedIdsChange={setExpandedIds}
          pageSizeOptions={PAGE_SIZES}
          countText={({ total }) => t('operations.shipping.count', { count: total })}
          empty={{ title: t('operations.shipping.empty') }}
          {...tableProps}
        />
      </DataState>
      <LogisticsScheduler
        shipment={scheduling}
        open={schedulerOpen}
        onOpenChange={({ open }) => setSchedulerOpen(open)}
        defaultDate={scheduling ? bookings[scheduling.id]?.date : undefined}
        onConfirm={(date) => scheduling && book(scheduling, date)}
        finalFocusEl={scheduling ? actionOf(scheduling.id) : undefined}
      />
    </>
  );
}
