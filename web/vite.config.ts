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

// What the service worker keeps for offline use, in one place. Precached
// (fetched when the app is installed): the app shell with every route's code,
// the Go core (its worker and wasm), pdf.js with its worker. Kept at first
// use only (then served from the cache): the CMaps and standard fonts, most
// of which a given PDF never needs (a Latin PDF no CJK CMap), and the
// downloads' code and font (jsPDF, its Noto Sans, docx, the read-back: about
// 350 KiB gzip that a visitor who only checks a fit never needs), which the
// Formatted CV screen fetches while idle (lib/offline-downloads.ts) so a
// download works offline once that screen was opened. A new lazily loaded
// file is precached if it matches precache; a big file only some users need
// goes in notPrecached and atFirstUse instead.
const offline = {
  precache: ['**/*.{js,mjs,css,html,wasm,svg,png,ttf,JSON,json}'],
  notPrecached: ['screenshots/**', 'pdfjs/**', 'assets/downloads/**'],
  atFirstUse: [
    { name: 'pdfjs-cmaps', path: /\/pdfjs\/cmaps\// },
    { name: 'pdfjs-standard-fonts', path: /\/pdfjs\/standard_fonts\// },
    { name: 'downloads', path: /\/assets\/downloads\// },
  ],
};

// The downloads' own code: a chunk is built into assets/downloads/ when it
// holds one of these and nothing of the app's but them (its other modules
// are packages), and downloads.json lists that folder for the warm-up.
const downloadCode =
  /\/node_modules\/(jspdf|docx)\/|\/src\/lib\/(pdf-writer|read-back|docx|jspdf-unused)\.ts$|\/src\/lib\/pdf-font\//;
const isDownloadChunk = (chunk: { facadeModuleId: string | null; moduleIds: readonly string[] }) =>
  [chunk.facadeModuleId, ...chunk.moduleIds].some((id) => id !== null && downloadCode.test(id)) &&
  chunk.moduleIds.every((id) => downloadCode.test(id) || id.includes('/node_modules/'));

function downloadsList(): Plugin {
  return {
    name: 'downloads-list',
    apply: 'build',
    generateBundle(_, bundle) {
      const files = Object.keys(bundle)
        .filter((f) => f.startsWith('assets/downloads/'))
        .sort();
      this.emitFile({ type: 'asset', fileName: 'downloads.json', source: JSON.stringify(files) });
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
    downloadsList(),
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
        globPatterns: offline.precache,
        globIgnores: offline.notPrecached,
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          // Workbox writes a RegExp pattern into sw.js as it is (a function
          // would lose its closure); same-origin URLs only match it.
          ...offline.atFirstUse.map(({ name, path }) => ({
            urlPattern: path,
            handler: 'CacheFirst' as const,
            options: { cacheName: name, cacheableResponse: { statuses: [200] } },
          })),
          // Whether AI is on is remembered for offline use, so an installed app
          // with AI on says plainly that the AI needs a connection.
          {
            urlPattern: ({ url }) => url.pathname === '/api/health',
            handler: 'NetworkFirst',
            options: { cacheName: 'api-health', networkTimeoutSeconds: 3 },
          },
        ],
      },
    }),
  ],
  resolve: {
    // jsPDF's optional helpers for doc.html() and SVG, unused (src/lib/jspdf-unused.ts).
    alias: Object.fromEntries(
      ['html2canvas', 'canvg', 'dompurify'].map((m) => [
        m,
        fileURLToPath(new URL('./src/lib/jspdf-unused.ts', import.meta.url)),
      ]),
    ),
  },
  // The core's Web Worker (lib/core.worker.ts) is an ES module worker.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The service worker's precache step is slow by nature; rolldown's timing
    // hint about it is noise in a quiet build.
    rolldownOptions: {
      checks: { pluginTimings: false },
      output: {
        // A library loaded on its own (docx) is named after its package, not
        // after its entry file's folder ("dist"), which the chunks the split
        // routes share are named after too.
        // pdf.js's own chunk (its entry is pdf.mjs) is named pdfjs, apart from
        // our lib/pdf.ts, which the read-back also loads on its own.
        chunkFileNames: (chunk) => {
          if (chunk.facadeModuleId?.endsWith('/node_modules/pdfjs-dist/build/pdf.mjs')) return 'assets/pdfjs-[hash].js';
          const pkg =
            chunk.name === 'dist'
              ? chunk.facadeModuleId?.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1]
              : undefined;
          const folder = isDownloadChunk(chunk) ? 'assets/downloads' : 'assets';
          return `${folder}/${pkg ? pkg.replace('@', '').replace('/', '-') : '[name]'}-[hash].js`;
        },
        // The PDF download's font goes with the downloads' code.
        assetFileNames: (asset) =>
          asset.names.some((n) => n.startsWith('noto-sans-'))
            ? 'assets/downloads/[name]-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
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
