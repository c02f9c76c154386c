export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner';
