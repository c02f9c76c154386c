// The consumer sits inside the package's repository: its own folder is the root.
export default {
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
};
