// The charts' English. It joins the package's catalog when a page imports a chart (addEnglish, in
// ChartFrame.tsx), so a page without one does not download it.

export const enChart = {
  'insights.chart.share': 'Share',
  'insights.chart.legend': 'Legend',
  'insights.chart.keyboardHint': '{title}. Use the arrow keys to read each value.',
  'insights.chart.showTable': 'Show data table',
  'insights.chart.hideTable': 'Hide data table',
  'insights.chart.tableCaption': '{title}: data',
  'insights.chart.noData': 'No data to show yet.',
  'insights.chart.data': 'chart data',
  // A sparkline's name: what it shows, then its first and last value and its range.
  'insights.chart.sparkline': '{label}: from {first} to {last}, lowest {min}, highest {max}',
};
