export {
  SignupBenefits,
  type SignupBenefitsProps,
  SignupForm,
  type SignupFormProps,
  type SignupProvider,
} from './SignupForm';
