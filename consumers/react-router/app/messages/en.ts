export const en = {
  'portal.shipments': '{count, plural, one {# shipment is on its way} other {# shipments are on their way}}',
};
