export { ProfileForm, type ProfileFormProps, type ProfilePhotoChange } from './ProfileForm';
