// The English of Timeline. It joins the package's catalog when a page imports it (addEnglish, in
// Timeline.tsx), so a page without it does not download it.

export const enTimeline = {
  'core.timeline.complete': 'Completed',
  'core.timeline.current': 'Current',
  'core.timeline.upcoming': 'Upcoming',
};
