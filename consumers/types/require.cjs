// A CommonJS portal (or a tool like Jest that resolves with `require`): Node ≥ 22.12 loads the ESM package.
const ui = require('@labelport/ui');
const { labelportPreset } = require('@labelport/ui/preset');
if (typeof ui.Button !== 'function' || typeof ui.themeInitScript !== 'string' || !labelportPreset.name) {
  throw new Error('require(@labelport/ui) did not give the package');
}
console.log('require() loads @labelport/ui and its preset');
