// Panda reads this folder's panda.config.ts, whichever folder the build runs from.
export default {
  plugins: { '@pandacss/dev/postcss': { cwd: import.meta.dirname, configPath: `${import.meta.dirname}/panda.config.ts` } },
};
