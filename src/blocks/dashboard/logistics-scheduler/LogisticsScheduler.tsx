import { type CalendarDate, parseDate } from '@internationalized/date';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { logisticsScheduler } from 'styled-system/recipes';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { DatePicker } from '../../../components/date-picker';
import {
  DrawerBackdrop,
  DrawerBody,
  DrawerCloseButton,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerPositioner,
  DrawerRoot,
  type DrawerRootProps,
  DrawerTitle,
} from '../../../components/drawer';
import { Portal } from '../../../components/portal';
import { type Shipment, shipmentTotals } from '../../../domain/logistics';
import { useSubmitOnce } from '../../../lib/submit-once';
import { useLanguage } from '../../language';

/** What the scheduler needs to know about the shipment it books. */
export type ScheduledShipment = Pick<Shipment, 'id' | 'product' | 'units' | 'trucks'>;

export interface LogisticsSchedulerProps extends Omit<DrawerRootProps, 'open' | 'onOpenChange' | 'children'> {
  /** The shipment to book. The panel shows nothing without one. */
  shipment: ScheduledShipment | null | undefined;
  /** Whether the panel is open (controlled). */
  open: boolean;
  /**
   * Called when the panel asks to open or close, with the new state as `{ open }`, as Drawer and Dialog call
   * it: the close button, Escape, a click outside, or Confirm (the panel closes itself then: `{ open: false }`).
   */
  onOpenChange: NonNullable<DrawerRootProps['onOpenChange']>;
  /** Called by Confirm with the chosen shipping day as an ISO date ('2026-12-01'). No request is made. */
  onConfirm: (date: string) => void;
  /** The day already booked, if any, as an ISO date: the calendar starts on it. */
  defaultDate?: string | null;
  /** Where focus goes when the panel closes, when not back to the element that opened it. */
  finalFocusEl?: () => HTMLElement | null;
}

function toCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/**
 * 'Schedule Logistics': a side panel with a single-date calendar (past days disabled; picking
 * the chosen day again clears it), the Shipment Summary (product, quantity, trucks, pallets, boxes and the
 * shipping date in the locale's long format, or 'Not selected'), 'Ready for shipping' once a day is chosen,
 * and 'Change Shipment' and 'Confirm'. Confirm without a day explains what is missing; with one it reports
 * the day once and closes (a double click, or Confirm again while the panel closes, books nothing more). Focus is trapped while open and returns when it closes.
 */
export function LogisticsScheduler({
  shipment,
  open,
  onOpenChange,
  onConfirm,
  defaultDate,
  ...drawerProps
}: LogisticsSchedulerProps) {
  const { t } = useLanguage();
  // Choosing a day, or opening the panel anew, is a change: a Confirm after one books again.
  const [changes, setChanges] = useState(0);
  const shown = open && !!shipment;
  useEffect(() => {
    if (shown) setChanges((n) => n + 1);
  }, [shown]);
  const once = useSubmitOnce({ shipment: shipment?.id, changes });
  return (
    <DrawerRoot size="md" lazyMount unmountOnExit {...drawerProps} open={open && !!shipment} onOpenChange={onOpenChange}>
      <Portal>
        <DrawerBackdrop />
        <DrawerPositioner>
          <DrawerContent>
            {shipment && (
              <SchedulerPanel
                // A new shipment or a new opening starts from its booked day (or none).
                key={`${shipment.id}-${defaultDate ?? ''}`}
                shipment={shipment}
                defaultDate={defaultDate}
                onConfirm={(date) => {
                  // Guarded here, not in the panel: a booking re-keys the panel, whose own state starts afresh.
                  if (once.isRepeat()) return;
                  once.done({ shipment: shipment.id, changes });
                  onConfirm(date);
                  onOpenChange({ open: false });
                }}
                onDateChange={() => setChanges((n) => n + 1)}
                closeLabel={t('common.close')}
              />
            )}
          </DrawerContent>
        </DrawerPositioner>
      </Portal>
    </DrawerRoot>
  );
}

interface SchedulerPanelProps {
  shipment: ScheduledShipment;
  defaultDate?: string | null;
  onConfirm: (date: string) => void;
  onDateChange: () => void;
  closeLabel: string;
}

function SchedulerPanel({ shipment, defaultDate, onConfirm, onDateChange, closeLabel }: SchedulerPanelProps) {
  const { t, formatNumber, formatDate } = useLanguage();
  const styles = logisticsScheduler();
  const [date, setDate] = useState<CalendarDate | null>(() => toCalendarDate(defaultDate));
  const [missingDate, setMissingDate] = useState(false);
  const calendarRef = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const summaryId = useId();
  const totals = shipmentTotals(shipment.trucks);
  const iso = date?.toString() ?? null;

  const focusCalendar = () => {
    const day = calendarRef.current?.querySelector<HTMLElement>('[data-part="table-cell-trigger"][tabindex="0"]');
    day?.focus();
  };

  const confirm = () => {
    if (!iso) {
      setMissingDate(true);
      return;
    }
    onConfirm(iso);
  };

  const rows: [string, string][] = [
    [t('operations.scheduler.product'), shipment.product],
    [t('operations.scheduler.quantity'), t('operations.shipping.unitsValue', { units: formatNumber(shipment.units) })],
    [t('operations.scheduler.trucks'), formatNumber(totals.trucks)],
    [t('operations.scheduler.pallets'), formatNumber(totals.pallets)],
    [t('operations.scheduler.boxes'), formatNumber(totals.boxes)],
    [t('operations.scheduler.date'), iso ? formatDate(iso, 'long') : t('operations.scheduler.notSelected')],
  ];

  return (
    <>
      <DrawerHeader>
        <div>
          <DrawerTitle>{t('operations.scheduler.title')}</DrawerTitle>
          <DrawerDescription>{t('operations.scheduler.description', { product: shipment.product })}</DrawerDescription>
        </div>
        <DrawerCloseButton aria-label={closeLabel} />
      </DrawerHeader>
      <DrawerBody>
        <div className={styles.root}>
          <div ref={calendarRef} className={styles.calendar}>
            <DatePicker
              label={t('operations.scheduler.dateLabel')}
              disablePast
              value={date}
              onValueChange={(next) => {
                setDate(next);
                onDateChange();
                if (next) setMissingDate(false);
              }}
              invalid={missingDate}
            />
          </div>
          <section className={styles.summary} aria-labelledby={summaryId}>
            <h3 id={summaryId} className={styles.summaryTitle}>
              {t('operations.scheduler.summary')}
            </h3>
            <dl className={styles.summaryList}>
              {rows.map(([term, value]) => (
                <div key={term} className={styles.summaryRow}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.value}>{value}</dd>
                </div>
              ))}
            </dl>
            {/* Polite: screen-reader users hear the state change after picking a day. */}
            <div className={styles.status} role="status">
              {iso && (
                <Badge tone="success">
                  <CircleCheck aria-hidden />
                  {t('operations.scheduler.ready')}
                </Badge>
              )}
            </div>
          </section>
          <div role="alert" id={errorId}>
            {missingDate && (
              <p className={styles.error}>
                <CircleAlert aria-hidden />
                {t('operations.scheduler.dateRequired')}
              </p>
            )}
          </div>
        </div>
      </DrawerBody>
      <DrawerFooter>
        <div className={styles.actions}>
          <Button
            variant="outline"
            onClick={() => {
              setDate(null);
              onDateChange();
              setMissingDate(false);
              // Back to choosing: the calendar takes focus on its current day.
              requestAnimationFrame(focusCalendar);
            }}
          >
            {t('operations.scheduler.change')}
          </Button>
          <Button onClick={confirm} aria-describedby={missingDate ? errorId : undefined}>
            {t('operations.scheduler.confirm')}
          </Button>
        </div>
      </DrawerFooter>
    </>
  );
}
