export { QuantitySlider, type QuantitySliderProps } from './QuantitySlider';
