// The English of Timer. It joins the package's catalog when a page imports it (addEnglish, in
// Timer.tsx), so a page without it does not download it.

export const enTimer = {
  // The time as a screen reader reads it, one unit at a time ('4 minutes 30 seconds'), in place of '04:30'.
  'core.timer.days': '{value, plural, one {# day} other {# days}}',
  'core.timer.hours': '{value, plural, one {# hour} other {# hours}}',
  'core.timer.minutes': '{value, plural, one {# minute} other {# minutes}}',
  'core.timer.seconds': '{value, plural, one {# second} other {# seconds}}',
  // The buttons that start, pause, resume, reset and restart the timer.
  'core.timer.start': 'Start',
  'core.timer.pause': 'Pause',
  'core.timer.resume': 'Resume',
  'core.timer.reset': 'Reset',
  'core.timer.restart': 'Restart',
};
