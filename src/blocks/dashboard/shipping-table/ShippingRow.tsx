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

interface ShippingActionsProps {
  /** The shipment this row shows. */
  shipment: Shipment;
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

export interface ShippingRowProps extends ShippingActionsProps {
  /** Whether the detail row (pallet, box and unit totals) is open. */
  expanded: boolean;
  /** Called when the disclosure button is pressed, with the state the row asks for. */
  onExpandedChange: (expanded: boolean) => void;
}

interface ShippingDisclosureProps {
  /** The product's name, the button's text and name. */
  product: string;
  /** Whether the details are open. */
  expanded: boolean;
  /** The id of the details while they are shown. */
  controls: string | undefined;
  /** Called when the button is pressed. */
  onToggle: () => void;
}

/** The product name as the disclosure button of its shipment's details (`aria-expanded`, `aria-controls`). */
export function ShippingDisclosure({ product, expanded, controls, onToggle }: ShippingDisclosureProps) {
  const styles = shippingTable();
  return (
    <button type="button" className={styles.disclosure} aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      <ChevronRight aria-hidden data-mirror="" className={styles.chevron} />
      {product}
    </button>
  );
}

interface ShipmentProps {
  /** The shipment shown. */
  shipment: Shipment;
}

/** A shipment's status: a progress bar named by the translated status, with its percent. */
export function ShippingProgress({ shipment }: ShipmentProps) {
  const { t } = useLanguage();
  return (
    <Progress
      label={t(STATUS_KEY[shipment.status])}
      value={shipment.progress}
      tone={SHIPPING_STATUS_TONE[shipment.status]}
      size="sm"
    />
  );
}

/** A shipment's action: Track, Book Logistics (or the booking and Change Booking), or Complete (then 'Completed'). */
export function ShippingActions({
  shipment,
  booking,
  completed = false,
  onBookLogistics,
  onComplete,
  trackingHref = defaultTrackingHref,
  completedRef,
}: ShippingActionsProps) {
  const { t, formatDate } = useLanguage();
  const { LinkComponent } = useRouterLink();
  const styles = shippingTable();
  const action: ShippingAction = shipmentAction(shipment);
  // Each action's name says which shipment it acts on, after the visible text: 'Track Energy Drink - Tropical'.
  const forProduct = <VisuallyHidden> {shipment.product}</VisuallyHidden>;

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
  return <div className={styles.actions}>{actions}</div>;
}

/** A shipment's details: its pallet, box and unit totals for the trucks it needs. */
export function ShippingDetails({ shipment }: ShipmentProps) {
  const { t, formatNumber } = useLanguage();
  const styles = shippingTable();
  const totals = shipmentTotals(shipment.trucks);
  const terms: [MessageKey, number][] = [
    ['operations.shipping.totalPallets', totals.pallets],
    ['operations.shipping.totalBoxes', totals.boxes],
    ['operations.shipping.totalUnits', totals.units],
  ];
  return (
    <dl className={styles.details}>
      {terms.map(([term, value]) => (
        <div key={term} className={styles.detail}>
          <dt className={styles.detailTerm}>{t(term)}</dt>
          <dd className={styles.detailValue}>{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One shipment of the 'Shipping Status' table as two `<tr>`s, the data row and its detail row, for a table of
 * your own (`Table.Body` with five columns); `ShippingTable` is built from the same parts. The product name is
 * a disclosure button (`aria-expanded`, `aria-controls`) that shows the detail row.
 */
export function ShippingRow({ shipment, expanded, onExpandedChange, ...actionProps }: ShippingRowProps) {
  const { t, formatNumber } = useLanguage();
  const detailsId = useId();
  const styles = shippingTable();
  return (
    <>
      <TableRow>
        <TableCell>
          <ShippingDisclosure
            product={shipment.product}
            expanded={expanded}
            controls={detailsId}
            onToggle={() => onExpandedChange(!expanded)}
          />
        </TableCell>
        <TableCell>{t('operations.shipping.unitsValue', { units: formatNumber(shipment.units) })}</TableCell>
        <TableCell>{formatNumber(shipmentTotals(shipment.trucks).trucks)}</TableCell>
        <TableCell className={styles.status}>
          <ShippingProgress shipment={shipment} />
        </TableCell>
        <TableCell>
          <ShippingActions shipment={shipment} {...actionProps} />
        </TableCell>
      </TableRow>
      <TableRow id={detailsId} hidden={!expanded}>
        <TableCell colSpan={5} className={styles.detailsCell}>
          <ShippingDetails shipment={shipment} />
        </TableCell>
      </TableRow>
    </>
  );
}
