// The dashboard's reads (queries) and writes (mutations) over the data module (api.ts), with TanStack Query.
// A write answers with the data it changed, which goes straight into the cache; a change made in another
// tab reads the data again.
import {
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  type AccountSettings,
  type ChatMessage,
  type LogisticsBooking,
  type Profile,
  subscribeToKey,
  type UploadedFile,
} from '../../src';
import { useAppText } from '../i18n';
import { toaster } from '../lazy/toaster';
import { STORAGE_KEYS } from '../state/storage-keys';
import * as api from './api';

export const projectsQuery = queryOptions({ queryKey: ['projects'], queryFn: api.readProjects });
export const overviewQuery = queryOptions({ queryKey: ['overview'], queryFn: api.readOverview });
export const uploadsQuery = queryOptions({ queryKey: ['uploads'], queryFn: api.readUploads });
export const shippingQuery = queryOptions({ queryKey: ['shipping'], queryFn: api.readShipping });
export const threadsQuery = queryOptions({ queryKey: ['threads'], queryFn: api.readThreads });
export const profileQuery = queryOptions({ queryKey: ['profile'], queryFn: api.readProfile });
export const settingsQuery = queryOptions({ queryKey: ['settings'], queryFn: api.readSettings });

/**
 * The props every data block takes for its loading, failed and Retry states (see the package's DataState).
 * Only while there is no data: data on screen stays when a later read fails (on window focus, after another
 * tab's change), so a form being edited is never swapped for skeletons or an error.
 */
export function remoteData(query: UseQueryResult) {
  const none = query.data === undefined;
  return {
    // Also while Retry reads again after a failure: skeletons, not the old error, until it answers.
    loading: none && (query.isFetching || !query.isError),
    error: none ? query.error : null,
    onRetry: () => void query.refetch(),
  };
}

/**
 * A query over data kept in localStorage under `storageKeys`: a change there (another tab's too) reads it
 * again, and so does a key it had not followed before (a project just added has files to read).
 */
function useStoredQuery<T, Key extends QueryKey>(options: UseQueryOptions<T, Error, T, Key>, storageKeys: readonly string[]) {
  const client = useQueryClient();
  const query = useQuery(options);
  const followed = useRef<string | null>(null);
  const key = JSON.stringify(options.queryKey);
  const keys = storageKeys.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the strings stand for the arrays they were made from
  useEffect(() => {
    const readAgain = () => void client.invalidateQueries({ queryKey: options.queryKey });
    if (followed.current !== null && followed.current !== keys) readAgain();
    followed.current = keys;
    const stops = storageKeys.map((storageKey) => subscribeToKey(storageKey, readAgain));
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, key, keys]);
  return query;
}

/**
 * A write whose answer replaces the data under `queryKey`. It returns `save(variables, onSaved)`: `onSaved`
 * runs once the write is done (a toast saying so); a failed write says so in a toast of its own.
 */
function useWrite<Variables, Data>(queryKey: QueryKey, write: (variables: Variables) => Promise<Data>) {
  const client = useQueryClient();
  const text = useAppText();
  const { mutateAsync } = useMutation({
    mutationFn: write,
    onSuccess: (data) => client.setQueryData(queryKey, data),
    onError: () => toaster.create({ type: 'error', title: text('data.saveFailed') }),
  });
  return (variables: Variables, onSaved?: () => void) => {
    mutateAsync(variables).then(onSaved, () => undefined);
  };
}

export const useProjectsQuery = () => useStoredQuery(projectsQuery, [STORAGE_KEYS.projects]);
export const useAddProject = () => useWrite(projectsQuery.queryKey, api.addProject);

/** Every project's uploads; `projectIds` are the projects whose stored files it follows. */
export const useUploadsQuery = (projectIds: readonly string[]) =>
  useStoredQuery(uploadsQuery, projectIds.map(STORAGE_KEYS.uploads));
export const useAddUploads = () =>
  useWrite(uploadsQuery.queryKey, ({ projectId, files }: { projectId: string; files: readonly UploadedFile[] }) =>
    api.addUploads(projectId, files),
  );

export const useShippingQuery = () => useStoredQuery(shippingQuery, [STORAGE_KEYS.bookings, STORAGE_KEYS.completed]);
export const useBookLogistics = () =>
  useWrite(shippingQuery.queryKey, ({ shipmentId, booking }: { shipmentId: string; booking: LogisticsBooking }) =>
    api.bookLogistics(shipmentId, booking),
  );
export const useCompleteShipment = () => useWrite(shippingQuery.queryKey, api.completeShipment);

export const useThreadsQuery = () => useStoredQuery(threadsQuery, [STORAGE_KEYS.messages]);
export const useSendMessage = () =>
  useWrite(threadsQuery.queryKey, ({ threadId, message }: { threadId: string; message: ChatMessage }) =>
    api.sendMessage(threadId, message),
  );

export const useProfileQuery = () => useStoredQuery(profileQuery, [STORAGE_KEYS.profile]);
export const useSaveProfile = () => useWrite(profileQuery.queryKey, (profile: Profile | null) => api.saveProfile(profile));

export const useSettingsQuery = () => useStoredQuery(settingsQuery, [STORAGE_KEYS.settings]);
export const useSaveSettings = () =>
  useWrite(settingsQuery.queryKey, (change: (settings: AccountSettings) => AccountSettings) => api.saveSettings(change));
