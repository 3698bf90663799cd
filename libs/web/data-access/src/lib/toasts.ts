import { REQUEST_TOAST } from '@fachwerk/shared/contracts';
import { useSyncExternalStore } from 'react';

/**
 * Request-feedback toasts (§9: 2000 ms, top-center). react-toastify is loaded on the first toast,
 * not with the initial JavaScript; toasts raised before the container mounts are queued by it.
 */
let requested = false;
const listeners = new Set<() => void>();

export function showToast(kind: 'success' | 'error', message: string): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-toastify').then(({ toast }) => toast[kind](message, REQUEST_TOAST));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a toast was raised: the shell then mounts the (lazy) toast container. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(subscribe, () => requested, () => false);
}
