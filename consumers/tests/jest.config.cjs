module.exports = {
  testEnvironment: 'jsdom',
  // The package is ES modules: let Babel compile it like the portal's own code.
  transformIgnorePatterns: ['/node_modules/(?!(@labelport/ui|@formatjs)/)'],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
};
