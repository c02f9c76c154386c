export const sv = {
  'portal.shipments': '{count, plural, one {# försändelse är på väg} other {# försändelser är på väg}}',
};
