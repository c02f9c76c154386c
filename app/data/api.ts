// The app's data module: what a portal's API client is. Pages read through queries and write through
// mutations (app/data/queries.ts), never from here directly. This "server" is in the browser: each page's
// fixed samples live in a module of their own, loaded on the first read (so a read can fail, as a request
// can), and what the visitor adds is kept in localStorage, tab-safe (src/lib/storage.ts). A portal
// replaces these functions with calls to its API and keeps everything else.
import {
  type AccountSettings,
  appendSentMessage,
  type ChatMessage,
  DEFAULT_SETTINGS,
  type LogisticsBooking,
  mergeThread,
  type Profile,
  type Project,
  readJson,
  repairAccountSettings,
  repairBookingMap,
  repairIdList,
  repairProfile,
  repairProjectList,
  repairSentMessages,
  repairUploadedFileList,
  type SentMessages,
  type UploadedFile,
  type UploadTemplate,
  updateJson,
  writeJson,
} from '../../src';
import { STORAGE_KEYS } from '../state/storage-keys';

const NONE: never[] = [];

/** Every project: the visitor's requests (newest first), then the samples; a stored id never doubles a sample. */
export async function readProjects(): Promise<Project[]> {
  const { projects } = await import('./projects');
  const requests = readJson<Project[]>(STORAGE_KEYS.projects, NONE, repairProjectList);
  const seen = new Set<string>();
  return [...requests, ...projects].filter((project) => !seen.has(project.id) && seen.add(project.id));
}

export async function addProject(project: Project): Promise<Project[]> {
  updateJson<Project[]>(STORAGE_KEYS.projects, NONE, (requests) => [project, ...requests], repairProjectList);
  return readProjects();
}

/** The dashboard's figures and the recent activity (fixed samples). */
export async function readOverview() {
  const { dashboardStats, recentActivity } = await import('./projects');
  return { stats: dashboardStats, activity: recentActivity };
}

/** Every project's uploaded files (metadata only) and template downloads, by project id. */
export async function readUploads(): Promise<Record<string, ProjectUploads>> {
  const [{ templatesFor, uploadedFiles }, projects] = await Promise.all([import('./uploads'), readProjects()]);
  return Object.fromEntries(
    projects.map((project) => [
      project.id,
      {
        files: readJson<UploadedFile[]>(
          STORAGE_KEYS.uploads(project.id),
          uploadedFiles[project.id] ?? NONE,
          repairUploadedFileList,
        ),
        templates: templatesFor(project),
      },
    ]),
  );
}

export interface ProjectUploads {
  files: UploadedFile[];
  templates: UploadTemplate[];
}

export async function addUploads(projectId: string, added: readonly UploadedFile[]) {
  const { uploadedFiles } = await import('./uploads');
  updateJson<UploadedFile[]>(
    STORAGE_KEYS.uploads(projectId),
    uploadedFiles[projectId] ?? NONE,
    (files) => [...files, ...added],
    repairUploadedFileList,
  );
  return readUploads();
}

/** The shipments with the logistics booked and the ones marked complete, the figures and the route. */
export async function readShipping() {
  const { deliveryRoute, logisticsStats, shipments } = await import('./shipping');
  return {
    shipments,
    stats: logisticsStats,
    route: deliveryRoute,
    bookings: readJson<Record<string, LogisticsBooking>>(STORAGE_KEYS.bookings, {}, repairBookingMap),
    completed: readJson<string[]>(STORAGE_KEYS.completed, NONE, repairIdList),
  };
}

export async function bookLogistics(shipmentId: string, booking: LogisticsBooking) {
  updateJson<Record<string, LogisticsBooking>>(
    STORAGE_KEYS.bookings,
    {},
    (bookings) => ({ ...bookings, [shipmentId]: booking }),
    repairBookingMap,
  );
  return readShipping();
}

export async function completeShipment(shipmentId: string) {
  updateJson<string[]>(
    STORAGE_KEYS.completed,
    NONE,
    (ids) => (ids.includes(shipmentId) ? ids : [...ids, shipmentId]),
    repairIdList,
  );
  return readShipping();
}

/** The conversations, each with the messages the visitor sent in it. */
export async function readThreads() {
  const { messageThreads } = await import('./messages');
  const sent = readJson<SentMessages>(STORAGE_KEYS.messages, {}, repairSentMessages);
  return messageThreads.map((thread) => mergeThread(thread, sent));
}

export async function sendMessage(threadId: string, message: ChatMessage) {
  updateJson<SentMessages>(STORAGE_KEYS.messages, {}, (sent) => appendSentMessage(sent, threadId, message), repairSentMessages);
  return readThreads();
}

/** The saved profile (the sample until the visitor saves their own) and the figures beside it. */
export async function readProfile() {
  const { profileStats, sampleProfile } = await import('./profile');
  return {
    profile: readJson<Profile>(STORAGE_KEYS.profile, sampleProfile, (stored) => repairProfile(stored, sampleProfile)),
    stats: profileStats,
  };
}

/** Saves `profile`; null puts the sample back (the account was deleted). */
export async function saveProfile(profile: Profile | null) {
  const { sampleProfile } = await import('./profile');
  writeJson(STORAGE_KEYS.profile, profile ?? sampleProfile);
  return readProfile();
}

/** Until the visitor saves an invoice e-mail, invoices go to the profile's e-mail. */
async function initialSettings(): Promise<AccountSettings> {
  const { sampleProfile } = await import('./profile');
  return { ...DEFAULT_SETTINGS, billing: { ...DEFAULT_SETTINGS.billing, invoiceEmail: sampleProfile.email } };
}

/** Notification, billing and card settings. */
export async function readSettings(): Promise<AccountSettings> {
  const initial = await initialSettings();
  return readJson<AccountSettings>(STORAGE_KEYS.settings, initial, (stored) => repairAccountSettings(stored, initial));
}

/** Applies `change` to the settings stored now, so another tab's change to another part is kept. */
export async function saveSettings(change: (settings: AccountSettings) => AccountSettings) {
  const initial = await initialSettings();
  updateJson<AccountSettings>(STORAGE_KEYS.settings, initial, change, (stored) => repairAccountSettings(stored, initial));
  return readSettings();
}
