// The part of the business rules that is public API: the types component props take and report, the
// constants those props use, and one function. Everything else here (validation, repairs of stored
// data, card checks, totals, formatting helpers) is how the components work inside, and stays internal
// so it can change without a major version. Components import their rules from the modules directly.
//
// Before adding a name, check that a portal needs it to feed or read a component: a prop's type, the
// values a prop accepts, or a rule the portal has no other way to follow.

// Uploads and photos: FileUpload's `accept` and `maxFileSize`, and the portal's own two rule sets, so a
// portal's upload field takes the same files as the upload panel and the profile photo.
export { type AcceptList, type FileRules, GB, KB, MB, PHOTO_RULES, UPLOAD_RULES } from './files';

// The project timeline: LIFECYCLE_STEPS says at which progress each step is reached, so a portal can turn
// its own project state into the `progress` that ProjectTimeline and Project take.
export { LIFECYCLE_STEPS, type LifecycleStepKey, type TimelineStep } from './lifecycle';

// Keeping a block's data: the blocks keep nothing themselves, so a page that saves what they report (in
// localStorage, like the reference app, or anywhere that may hand back something else) reads it back
// through these repairs, which drop what is not a valid value instead of showing it.
export {
  type DeliveryRoute,
  type LogisticsBooking,
  repairBookingMap,
  repairIdList,
  type Shipment,
  type ShippingAction,
  type ShippingStatus,
} from './logistics';

export {
  appendSentMessage,
  type ChatMessage,
  type MessageSender,
  type MessageThread,
  mergeThread,
  repairSentMessages,
  type SentMessages,
} from './messages';

// ANALYTICS_METRICS and REGIONS: the values `metric` and `region` accept, each with a translated name.
export {
  ANALYTICS_METRICS,
  type AnalyticsMetric,
  type AnalyticsMetricId,
  type DeliveryPerformanceDatum,
  type IsoWeekday,
  type MetricUnit,
  REGIONS,
  type RegionId,
  type RegionShareDatum,
  type ShipmentVolumeDatum,
} from './metrics';

export { BILLING_CYCLES, type BillingCycle } from './pricing';

// The profile and settings blocks' values. Portals that store a block's value use the repairs to drop garbage.
export {
  type AccountSettings,
  type CardInput,
  DEFAULT_SETTINGS,
  isPhotoDataUrl,
  type PasswordChange,
  PHOTO_STORAGE_LIMIT,
  type Profile,
  type ProfileStats,
  repairAccountSettings,
  repairProfile,
  type SavedCard,
} from './profile';

// The values a Project's fields take, so a portal can map its backend's values onto them at run time:
// a known status or product type is translated, any other is shown as written.
export {
  type BeverageType,
  KNOWN_PROJECT_STATUSES,
  type KnownProjectStatus,
  PACKAGE_TYPES,
  type PackageType,
  PRODUCT_TYPES,
  PROJECT_CATEGORIES,
  type ProductType,
  type Project,
  type ProjectCategory,
  type ProjectFilter,
  type ProjectRequest,
  type ProjectStatus,
  repairProjectList,
  type SupplementType,
} from './projects';

// QuantitySlider's `value` (and ProjectRequest's `quantityPosition`) is a position in this list of unit amounts.
export { QUANTITY_STEPS } from './quantity';

export type { SignupValues } from './signup';

// buildTrackingResult turns the TrackingTemplate that ShipmentTracker takes into the data TrackingResult
// shows, for a portal that places the result card on its own.
export {
  buildTrackingResult,
  TRACKING_STEPS,
  type TrackingEvent,
  type TrackingEventTemplate,
  type TrackingResultData,
  type TrackingStep,
  type TrackingTemplate,
} from './tracking';

export {
  repairUploadedFileList,
  type UploadedFile,
  type UploadFileStatus,
  type UploadFileType,
  type UploadTemplate,
  type UploadTemplateKind,
} from './uploads';
