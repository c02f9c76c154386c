module.exports = {
  testEnvironment: 'jsdom',
  // The package is ES modules, as are @formatjs and @tanstack it uses: let Babel compile them like the portal's own code.
  transformIgnorePatterns: ['/node_modules/(?!(@labelport/ui|@formatjs|@tanstack)/)'],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
};
