/** No request for this long counts as the page being idle on the network. */
export const NETWORK_QUIET_MS = 1_500;

/**
 * Calls `task` once no resource (script, API call, image) has been fetched for NETWORK_QUIET_MS, so a
 * chunk loaded then never competes with the first page's own requests. Without PerformanceObserver
 * (tests) at once. Returns a cancel function.
 */
function whenNetworkQuiet(task: () => void): () => void {
  if (typeof PerformanceObserver === 'undefined') {
    task();
    return () => undefined;
  }
  let timer = setTimeout(done, NETWORK_QUIET_MS);
  const observer = new PerformanceObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(done, NETWORK_QUIET_MS);
  });
  observer.observe({ type: 'resource', buffered: false });
  function done() {
    observer.disconnect();
    task();
  }
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}

/**
 * Runs `task` once the page has loaded, the browser is idle and the network has been quiet for a
 * moment (the first page's requests are done), so it never competes with first render.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let cancelQuiet: (() => void) | undefined;
  const schedule = () => {
    if (cancelled) return;
    const run = () => {
      if (!cancelled) cancelQuiet = whenNetworkQuiet(() => !cancelled && task());
    };
    if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(run, { timeout: 5_000 });
    else idleHandle = setTimeout(run, 0) as unknown as number;
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    cancelQuiet?.();
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) {
      if ('cancelIdleCallback' in window) window.cancelIdleCallback(idleHandle);
      else clearTimeout(idleHandle);
    }
  };
}
