/**
 * Registers the service worker vite-plugin-pwa generates (vite.config.ts): the app shell is
 * precached, so the app opens and records drives without a connection; /api is never cached.
 * Production builds only: in development the worker would serve stale modules.
 *
 * A new version installs in the background and takes over once every Roadlog tab is closed, so a
 * page in the middle of a drive never mixes the files of two versions.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
