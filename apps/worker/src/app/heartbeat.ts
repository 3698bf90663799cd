import { closeSync, openSync, utimesSync } from 'node:fs';

/**
 * Liveness for orchestrators: the worker has no HTTP port, so it touches WORKER_HEARTBEAT_FILE every
 * `intervalMs` while its event loop runs. The Kubernetes exec probe (deploy/k8s/base/worker.yaml)
 * fails when the file is older than 30 s. Returns a stop function; no file is written when unset.
 */
export function startHeartbeat(file: string | undefined, intervalMs = 5_000): () => void {
  if (!file) return () => undefined;
  const touch = (): void => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      closeSync(openSync(file, 'a'));
    }
  };
  touch();
  const timer = setInterval(touch, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
