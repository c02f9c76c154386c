export { DateTimePicker, type DateTimePickerProps, type DateTimeValue } from './DateTimePicker';
