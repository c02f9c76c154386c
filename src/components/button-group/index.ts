export { ButtonGroup, type ButtonGroupOrientation, type ButtonGroupProps } from './ButtonGroup';
export { type ButtonGroupContextValue, useButtonGroupContext } from './context';
