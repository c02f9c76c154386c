export const de = {
  'portal.shipments': '{count, plural, one {# Sendung ist unterwegs} other {# Sendungen sind unterwegs}}',
};
