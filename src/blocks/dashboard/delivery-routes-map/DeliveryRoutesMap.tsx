import { type HTMLAttributes, useId } from 'react';
import { deliveryRoutesMap } from 'styled-system/recipes';
import {
  CardBody,
  CardDescription,
  CardFooter,
  CardHeader,
  CardRoot,
  CardTitle,
  type CardTitleLevel,
} from '../../../components/card';
import { Link } from '../../../components/link';
import type { DeliveryRoute } from '../../../domain/logistics';
import { useLanguage } from '../../language';

export interface DeliveryRoutesMapProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The route: its two cities, road distance and driving time, the map to embed and a plain link to it. */
  route: DeliveryRoute;
  /**
   * The frame's address. Defaults to `route.embedUrl`. Pass 'about:blank' where the network is closed
   * (stories, tests), so the card renders without reaching the map service.
   */
  mapSrc?: string;
  /** The card title's heading level, so it fits the page outline. Defaults to 2. */
  titleLevel?: CardTitleLevel;
}

/**
 * The 'Delivery Routes' card: an embedded map of a route between two European cities, 400 px
 * high (token `sizes.map`). The frame is lazy, sends no referrer and is sandboxed; it has a title for
 * screen readers. The card still says where the route goes, how far and how long, and links to the map,
 * so it makes sense when the frame cannot load.
 */
export function DeliveryRoutesMap({ route, mapSrc, titleLevel = 2, ...props }: DeliveryRoutesMapProps) {
  const { t, formatNumber } = useLanguage();
  const styles = deliveryRoutesMap();
  const titleId = useId();
  const cities = { from: route.from, to: route.to };
  const distance = formatNumber(route.distanceKm, { style: 'unit', unit: 'kilometer', unitDisplay: 'short' });
  const duration = formatNumber(route.durationHours, { style: 'unit', unit: 'hour', unitDisplay: 'long' });
  return (
    <CardRoot asChild {...props}>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId} level={titleLevel}>
            {t('operations.map.title')}
          </CardTitle>
          <CardDescription>{t('operations.map.description', cities)}</CardDescription>
        </CardHeader>
        <CardBody>
          <div className={styles.frameWrap}>
            <iframe
              className={styles.frame}
              src={mapSrc ?? route.embedUrl}
              title={t('operations.map.frameTitle', cities)}
              loading="lazy"
              referrerPolicy="no-referrer"
              sandbox="allow-scripts allow-same-origin"
            />
          </div>
          <p className={styles.summary}>{t('operations.map.summary', { ...cities, distance, duration })}</p>
        </CardBody>
        <CardFooter>
          <Link href={route.mapUrl} external>
            {t('operations.map.open')}
          </Link>
        </CardFooter>
      </section>
    </CardRoot>
  );
}
