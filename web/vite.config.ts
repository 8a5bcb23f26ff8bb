import react from '@vitejs/plugin-react';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import { antdStyles } from './build/antd-styles';
import { precompress } from './build/precompress';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webRoot, '..');
const apiServer = process.env.API_URL ?? 'http://localhost:3000';

// Only API calls go to the server; GETs of the same paths are the SPA's own routes.
const onlyPost: ProxyOptions['bypass'] = (req: IncomingMessage) => (req.method === 'POST' ? undefined : req.url);

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react(), antdStyles(), precompress()],
  server: {
    port: 5173,
    // the web imports can() and the declaration types from server/src (one rule, one shape)
    fs: { allow: [repoRoot] },
    proxy: {
      '^/[^/]+/api/.*': { target: apiServer, changeOrigin: true, bypass: onlyPost },
      '/health': { target: apiServer, changeOrigin: true },
    },
  },
  build: {
    outDir: path.join(webRoot, 'dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Vendor groups change less often than our code, so browsers keep them cached across releases.
        // Only libraries every page needs are grouped (react, i18n) and the diagram's, which only the
        // diagram's own chunk imports. antd is NOT grouped: a group is one chunk, loaded whole by the first
        // page that uses any part of it (1.2 MB on sign-in); left to the route chunks, sign-in gets only
        // the few components it shows and each screen what it adds (issue 11 §1).
        // Priorities matter: without them react-dom lands in another group (notes/stack.md §7.13).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'bpmn', test: /node_modules[\\/](bpmn-js|diagram-js|bpmn-moddle|moddle|moddle-xml|min-dash|min-dom|tiny-svg|path-intersection|didi|ids|saxen)[\\/]/, priority: 25 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
