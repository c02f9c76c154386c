import { useState } from 'react';
import { isPhotoDataUrl, keepIf, type ProfilePhotoChange, useStoredState } from '../../src';
import { STORAGE_KEYS } from './storage-keys';

const isStoredPhoto = (value: unknown): value is string | null => value === null || isPhotoDataUrl(value);

// A photo too big for storage lives as an object URL for the rest of the visit: kept here, outside any
// page, so leaving the profile and coming back still shows it until the tab is closed or reloaded.
let visitPhoto: string | undefined;

function forgetVisitPhoto() {
  if (visitPhoto) URL.revokeObjectURL(visitPhoto);
  visitPhoto = undefined;
}

/**
 * The profile photo: a small one is kept in localStorage as a data URL, a bigger one for this visit only.
 * `save` takes what ProfileForm reports (a new photo, or null when removed).
 */
export function useProfilePhoto() {
  const [stored, setStored] = useStoredState<string | null>(STORAGE_KEYS.profilePhoto, null, keepIf(isStoredPhoto));
  const [visit, setVisit] = useState(() => visitPhoto);

  const save = (change: ProfilePhotoChange | null) => {
    forgetVisitPhoto();
    if (change?.dataUrl) {
      setStored(change.dataUrl);
      // The stored copy is shown from now on, so the preview's object URL is no longer needed.
      URL.revokeObjectURL(change.url);
    } else {
      setStored(null);
      visitPhoto = change?.url;
    }
    setVisit(visitPhoto);
  };

  return { photo: visit ?? stored, save };
}
