/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// pdf.js needs its CMaps and standard font data for CID-keyed and
// non-embedded fonts (else characters are lost). Both ship in pdfjs-dist; this
// serves them from our own origin under /pdfjs/ (lib/pdf.ts browserAssets),
// in the dev server and as build assets the service worker precaches.
const pdfjsAssetDirs = ['cmaps', 'standard_fonts'];

function pdfjsAssets(): Plugin {
  const root = fileURLToPath(new URL('./node_modules/pdfjs-dist/', import.meta.url));
  const files = pdfjsAssetDirs.flatMap((dir) =>
    readdirSync(root + dir)
      .filter((name) => !name.startsWith('LICENSE'))
      .map((name) => `${dir}/${name}`),
  );
  return {
    name: 'pdfjs-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = req.url?.startsWith('/pdfjs/') ? req.url.slice('/pdfjs/'.length) : '';
        if (!files.includes(file)) return next();
        res.setHeader('Content-Type', 'application/octet-stream');
        res.end(readFileSync(root + file));
      });
    },
    generateBundle() {
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: `pdfjs/${file}`, source: readFileSync(root + file) });
      }
    },
  };
}

const description =
  'See how well your CV fits a job and what to improve. Free, no login, works offline; your CV stays on your device.';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    pdfjsAssets(),
    VitePWA({
      // 'prompt': a waiting update is offered to the user, never applied by a
      // silent reload that could drop what they typed.
      registerType: 'prompt',
      injectRegister: false,
      // globPatterns below already precaches public/ (icons included).
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Shortlist — CV fit checker',
        short_name: 'Shortlist',
        description,
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1d4ed8',
        background_color: '#f8fafc',
        categories: ['productivity', 'business'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
        screenshots: [
          {
            src: '/screenshots/upload-wide.png',
            sizes: '1280x720',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Paste your CV and a job description',
          },
          {
            src: '/screenshots/upload-narrow.png',
            sizes: '360x740',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Check a job fit on your phone',
          },
        ],
      },
      workbox: {
        // The analysis flow must work offline: the app shell, the Go core
        // (wasm + loader), pdf.js, its worker, CMaps and fonts, and the quotes file.
        globPatterns: ['**/*.{js,mjs,css,html,wasm,svg,png,JSON,json,bcmap,pfb,ttf}'],
        globIgnores: ['screenshots/**'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // Whether AI is on is remembered for offline use, so an installed app
        // with AI on says plainly that the AI needs a connection.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname === '/api/health',
            handler: 'NetworkFirst',
            options: { cacheName: 'api-health', networkTimeoutSeconds: 3 },
          },
        ],
      },
    }),
  ],
  // The core's Web Worker (lib/core.worker.ts) is an ES module worker.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The service worker's precache step is slow by nature; rolldown's timing
    // hint about it is noise in a quiet build.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    environment: 'jsdom',
    restoreMocks: true,
    setupFiles: ['src/test/quiet-console.ts'],
    // The wasm and pdf.js tests take seconds on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
