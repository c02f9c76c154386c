// The English of ColorPicker. It joins the package's catalog when a page imports it (addEnglish, in
// ColorPicker.tsx), so a page without it does not download it. Each replaces one of zag's English names.

export const enColorPicker = {
  // The button that opens the popover (zag's: 'select color. current color is …').
  'inputs.colorPicker.trigger': 'Choose colour',
  // Each channel by name: a slider's, a channel input's, and the two of the area in its value.
  'inputs.colorPicker.channel.hue': 'Hue',
  'inputs.colorPicker.channel.saturation': 'Saturation',
  'inputs.colorPicker.channel.brightness': 'Brightness',
  'inputs.colorPicker.channel.lightness': 'Lightness',
  'inputs.colorPicker.channel.red': 'Red',
  'inputs.colorPicker.channel.green': 'Green',
  'inputs.colorPicker.channel.blue': 'Blue',
  'inputs.colorPicker.channel.alpha': 'Opacity',
  'inputs.colorPicker.channel.hex': 'Hex',
  'inputs.colorPicker.channel.css': 'CSS colour',
  // The area's name, by its two channels (across, then up).
  'inputs.colorPicker.areaSaturationBrightness': 'Saturation and brightness',
  'inputs.colorPicker.areaSaturationLightness': 'Saturation and lightness',
  // Any other pair, from the channels' names.
  'inputs.colorPicker.area': '{x} and {y}',
  // What a screen reader calls the area instead of 'slider' (zag's: '2d slider').
  'inputs.colorPicker.areaRole': '2D slider',
  // The area's value: each channel's name and value, e.g. 'Saturation: 87%, Brightness: 85%'.
  'inputs.colorPicker.areaValue': '{x}: {xValue}, {y}: {yValue}',
  // A swatch's name, by its colour in hex, unless the swatch has a label of its own.
  'inputs.colorPicker.swatch': 'Colour {value}',
  'inputs.colorPicker.swatches': 'Swatches',
  'inputs.colorPicker.eyeDropper': 'Pick a colour from the screen',
  'inputs.colorPicker.format': 'Colour format',
  // The button that shows the colour in the next format: 'Show as HSLA'.
  'inputs.colorPicker.nextFormat': 'Show as {format}',
  // What the value text says while no colour is chosen.
  'inputs.colorPicker.none': 'No colour',
  // Why typed text was not taken: the colour before it stays, or the box empties again.
  'inputs.colorPicker.reverted': '“{text}” is not a colour, so it was changed back to {value}.',
  'inputs.colorPicker.removed': '“{text}” is not a colour, so it was removed.',
};
