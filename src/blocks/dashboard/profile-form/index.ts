export { PROFILE_PHOTO_STORAGE_KEY, PROFILE_STORAGE_KEY, ProfileForm, type ProfileFormProps } from './ProfileForm';
