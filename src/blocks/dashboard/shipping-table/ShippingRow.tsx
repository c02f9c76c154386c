import { ChevronRight } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import { shippingTable } from 'styled-system/recipes';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { Progress, type ProgressTone } from '../../../components/progress';
import { TableCell, TableRow } from '../../../components/table';
import { VisuallyHidden } from '../../../components/visually-hidden';
import {
  type LogisticsBooking,
  type Shipment,
  type ShippingAction,
  type ShippingStatus,
  shipmentAction,
  shipmentTotals,
} from '../../../domain/logistics';
import type { MessageKey } from '../../../i18n/messages';
import { useRouterLink } from '../../../lib/router-link';
import { useLanguage } from '../../language';

/** The colour of each shipping status (the status text is always shown too). */
export const SHIPPING_STATUS_TONE: Record<ShippingStatus, ProgressTone> = {
  inTransit: 'accent',
  packaging: 'warning',
  delivered: 'success',
};

const STATUS_KEY: Record<ShippingStatus, MessageKey> = {
  inTransit: 'operations.shippingStatus.inTransit',
  packaging: 'operations.shippingStatus.packaging',
  delivered: 'operations.shippingStatus.delivered',
};

/** Where Track goes by default: the tracking page, with the shipment's number filled in. */
export function defaultTrackingHref(trackingNumber: string | undefined): string {
  return trackingNumber ? `/tracking?number=${encodeURIComponent(trackingNumber)}` : '/tracking';
}

export interface ShippingRowProps {
  /** The shipment this row shows. */
  shipment: Shipment;
  /** Whether the detail row (pallet, box and unit totals) is open. */
  expanded: boolean;
  /** Called when the disclosure button is pressed, with the state the row asks for. */
  onExpandedChange: (expanded: boolean) => void;
  /** The booking confirmed for this shipment, if any: the row says when it ships. */
  booking?: LogisticsBooking;
  /** Whether the shipment has been marked complete. */
  completed?: boolean;
  /** Book Logistics (or Change Booking) was pressed. */
  onBookLogistics?: (shipment: Shipment) => void;
  /** Complete was pressed. */
  onComplete?: (shipment: Shipment) => void;
  /** The Track link's target for a tracking number. Defaults to `/tracking?number=<number>`. */
  trackingHref?: (trackingNumber: string | undefined) => string;
  /** Receives the 'Completed' note, so focus can move to it when the Complete button goes away. */
  completedRef?: Ref<HTMLSpanElement>;
}

/**
 * One shipment of the 'Shipping Status' table: two `<tr>`s, the data row and its detail row. The product
 * name is a disclosure button (`aria-expanded`, `aria-controls`) that shows the detail row. Use inside
 * `ShippingTable`, or inside your own `Table.Body` with five columns.
 */
export function ShippingRow({
  shipment,
  expanded,
  onExpandedChange,
  booking,
  completed = false,
  onBookLogistics,
  onComplete,
  trackingHref = defaultTrackingHref,
  completedRef,
}: ShippingRowProps) {
  const { t, formatNumber, formatDate } = useLanguage();
  const { LinkComponent } = useRouterLink();
  const detailsId = useId();
  const styles = shippingTable();
  const totals = shipmentTotals(shipment.trucks);
  const action: ShippingAction = shipmentAction(shipment);
  const status = t(STATUS_KEY[shipment.status]);
  const product = shipment.product;
  // Each action's name says which shipment it acts on, after the visible text: 'Track Energy Drink - Tropical'.
  const forProduct = <VisuallyHidden> {product}</VisuallyHidden>;

  let actions: ReactNode;
  if (action === 'track') {
    actions = (
      <Button asChild variant="outline" size="sm">
        <LinkComponent href={trackingHref(shipment.trackingNumber)}>
          {t('operations.shippingAction.track')}
          {forProduct}
        </LinkComponent>
      </Button>
    );
  } else if (action === 'bookLogistics') {
    actions = booking ? (
      <>
        <Badge tone="success" size="sm">
          {t('operations.shipping.booked', { date: formatDate(booking.date, 'long') })}
        </Badge>
        <Button
          variant="outline"
          size="sm"
          aria-haspopup="dialog"
          data-shipment-action={shipment.id}
          onClick={() => onBookLogistics?.(shipment)}
        >
          {t('operations.shippingAction.changeBooking')}
          {forProduct}
        </Button>
      </>
    ) : (
      <Button size="sm" aria-haspopup="dialog" data-shipment-action={shipment.id} onClick={() => onBookLogistics?.(shipment)}>
        {t('operations.shippingAction.bookLogistics')}
        {forProduct}
      </Button>
    );
  } else {
    actions = completed ? (
      <Badge tone="success" size="sm" ref={completedRef} tabIndex={-1}>
        {t('operations.shipping.completed')}
      </Badge>
    ) : (
      <Button variant="subtle" size="sm" onClick={() => onComplete?.(shipment)}>
        {t('operations.shippingAction.complete')}
        {forProduct}
      </Button>
    );
  }

  return (
    <>
      <TableRow>
        <TableCell>
          <button
            type="button"
            className={styles.disclosure}
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => onExpandedChange(!expanded)}
          >
            <ChevronRight aria-hidden className={styles.chevron} />
            {product}
          </button>
        </TableCell>
        <TableCell>{t('operations.shipping.unitsValue', { units: formatNumber(shipment.units) })}</TableCell>
        <TableCell>{formatNumber(totals.trucks)}</TableCell>
        <TableCell className={styles.status}>
          <Progress label={status} value={shipment.progress} tone={SHIPPING_STATUS_TONE[shipment.status]} size="sm" />
        </TableCell>
        <TableCell>
          <div className={styles.actions}>{actions}</div>
        </TableCell>
      </TableRow>
      <TableRow id={detailsId} hidden={!expanded}>
        <TableCell colSpan={5} className={styles.detailsCell}>
          <dl className={styles.details}>
            <div className={styles.detail}>
              <dt className={styles.detailTerm}>{t('operations.shipping.totalPallets')}</dt>
              <dd className={styles.detailValue}>{formatNumber(totals.pallets)}</dd>
            </div>
            <div className={styles.detail}>
              <dt className={styles.detailTerm}>{t('operations.shipping.totalBoxes')}</dt>
              <dd className={styles.detailValue}>{formatNumber(totals.boxes)}</dd>
            </div>
            <div className={styles.detail}>
              <dt className={styles.detailTerm}>{t('operations.shipping.totalUnits')}</dt>
              <dd className={styles.detailValue}>{formatNumber(totals.units)}</dd>
            </div>
          </dl>
        </TableCell>
      </TableRow>
    </>
  );
}
