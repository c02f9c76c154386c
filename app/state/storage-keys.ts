// Every localStorage key the reference app keeps the user's data under, in one place. The blocks keep
// nothing themselves: the app's routes feed them this state and save what they report.
export const STORAGE_KEYS = {
  /** The requests the user submitted, newest first. */
  projects: 'labelport:projects',
  /** The messages the customer sent, per conversation. */
  messages: 'labelport:messages',
  /** The files uploaded to one project (metadata only, never the bytes). */
  uploads: (projectId: string) => `labelport:uploads:${projectId}`,
  /** Logistics booked per shipment, and the shipments marked complete. */
  bookings: 'labelport:shipping:bookings',
  completed: 'labelport:shipping:completed',
  /** The saved profile, and its photo (up to 256 KiB) apart from it. */
  profile: 'labelport:profile',
  profilePhoto: 'labelport:profile-photo',
  /** Notification, billing and card settings. */
  settings: 'labelport:settings',
} as const;
