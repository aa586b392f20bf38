// Registers the shell's service worker (sw.ts) once the page has loaded, so neither its script
// nor its precaching competes with what the first page needs.
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    // No worker (a development server, a browser that refuses): the app works without one.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
