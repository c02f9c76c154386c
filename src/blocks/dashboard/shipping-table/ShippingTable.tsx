import { useRef, useState } from 'react';
import { shippingTable } from 'styled-system/recipes';
import { DataState, type RemoteDataProps } from '../../../components/data-state';
import { Skeleton } from '../../../components/skeleton';
import {
  TableBody,
  TableCaption,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRoot,
  type TableRootProps,
  TableRow,
} from '../../../components/table';
import type { LogisticsBooking, Shipment } from '../../../domain/logistics';
import { useControllableState } from '../../../lib/use-controllable-state';
import { useLanguage } from '../../language';
import { LogisticsScheduler } from '../logistics-scheduler';
import { ShippingRow } from './ShippingRow';

const NO_BOOKINGS: Readonly<Record<string, LogisticsBooking>> = {};
const NO_IDS: readonly string[] = [];

export interface ShippingTableProps extends Omit<TableRootProps, 'children' | 'regionProps'>, RemoteDataProps {
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
}

/**
 * The 'Shipping Status' table of the logistics screen: Product, Units, Trucks Required, Status (progress bar
 * and percent) and Actions. Each product name is a disclosure button that opens the row's pallet, box and
 * unit totals; opening one row closes the other. Track links to the tracking page; Book Logistics opens
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
  ...tableProps
}: ShippingTableProps) {
  const { t } = useLanguage();
  const styles = shippingTable();
  const [expandedId, setExpandedId] = useState<string | undefined>(defaultExpandedId);
  const [bookings, setBookings] = useControllableState(ownerBookings, defaultBookings);
  const [completed, setCompleted] = useControllableState(completedIds, defaultCompletedIds);
  const [scheduling, setScheduling] = useState<Shipment | null>(null);
  const [schedulerOpen, setSchedulerOpen] = useState(false);
  const completedRef = useRef<HTMLSpanElement>(null);
  const tableRef = useRef<HTMLElement>(null);

  /** The row's action button: where focus returns when the panel closes (it may have been re-rendered). */
  const actionOf = (id: string) => () =>
    tableRef.current?.querySelector<HTMLElement>(`[data-shipment-action="${CSS.escape(id)}"]`) ?? null;

  const complete = (shipment: Shipment) => {
    setCompleted((ids) => (ids.includes(shipment.id) ? ids : [...ids, shipment.id]));
    // The Complete button is replaced by the 'Completed' note: keep focus there instead of losing it.
    requestAnimationFrame(() => completedRef.current?.focus());
    onComplete?.(shipment);
  };

  const book = (shipment: Shipment, date: string) => {
    const booking: LogisticsBooking = { shipmentId: shipment.id, date, bookedAt: new Date().toISOString() };
    setBookings((previous) => ({ ...previous, [shipment.id]: booking }));
    onBook?.(booking, shipment);
  };

  return (
    <>
      <DataState
        label={t('dashboard.data.shipments')}
        loading={loading}
        error={error}
        onRetry={onRetry}
        skeleton={<Skeleton shape="text" lines={4} height="var(--sizes-10)" />}
      >
        <TableRoot {...tableProps} regionProps={{ ref: tableRef, className: styles.region }}>
          <TableCaption>{t('operations.shipping.title')}</TableCaption>
          <TableHead>
            <TableRow>
              <TableHeader>{t('operations.shipping.product')}</TableHeader>
              <TableHeader>{t('operations.shipping.units')}</TableHeader>
              <TableHeader>{t('operations.shipping.trucks')}</TableHeader>
              <TableHeader>{t('operations.shipping.status')}</TableHeader>
              <TableHeader>{t('operations.shipping.actions')}</TableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {shipments.length === 0 ? (
              <TableEmpty colSpan={5}>{t('operations.shipping.empty')}</TableEmpty>
            ) : (
              shipments.map((shipment) => (
                <ShippingRow
                  key={shipment.id}
                  shipment={shipment}
                  expanded={expandedId === shipment.id}
                  onExpandedChange={(open) => setExpandedId(open ? shipment.id : undefined)}
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
              ))
            )}
          </TableBody>
        </TableRoot>
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
