import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Source maps of the client are built only on request (`BUILD_SOURCE_MAPS=true npm run build`):
 * served, they would publish the original source. The server serves `*.map` only with
 * SERVE_SOURCE_MAPS=true (src/server/config.ts).
 */
export function clientSourceMaps(env: Record<string, string | undefined> = process.env): boolean {
  return env.BUILD_SOURCE_MAPS === 'true';
}

export default defineConfig({
  plugins: [
    react(),
    // Installable app and offline shell (PRODUCT §2: live drives keep working offline). The worker
    // is registered by src/client/features/drive-logs/offline/register-service-worker.ts.
    VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Roadlog',
        short_name: 'Roadlog',
        description: 'Driver education and supervised driving-hours logging for learners, parents and driving schools.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1565c0',
        background_color: '#f7f9fc',
        categories: ['education', 'navigation'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // public/icons is precached by the glob below already.
      includeManifestIcons: false,
      workbox: {
        // The built app: scripts, styles, index.html, icons (public/icons) and the translations
        // (~800 kB for 11 languages), so each version runs with its own texts, offline too. Not the
        // licence list, not source maps.
        globPatterns: ['**/*.{js,css,html,svg,png,ico}', 'locales/*/translation.json'],
        globIgnores: ['**/*.map'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        // Every app route opens offline from the precached shell; API calls and files never do.
        // Nothing else is cached at run time: /api answers always come from the network.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /\/[^/?]+\.[a-z0-9]+(\?.*)?$/i],
      },
    }),
  ],
  root: '.',
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: clientSourceMaps(),
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
