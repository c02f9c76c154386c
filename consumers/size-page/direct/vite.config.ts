// Built by scripts/size.mjs (npm run size) with the repository's Vite, Panda (postcss.config.js) and primitives.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()], build: { manifest: true } });
