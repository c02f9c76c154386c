export const fr = {
  'portal.shipments': '{count, plural, one {# envoi est en route} other {# envois sont en route}}',
};
