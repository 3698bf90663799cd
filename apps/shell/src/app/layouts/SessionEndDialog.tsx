import type { SessionEndKind } from '@fachwerk/web/data-access';
import { ChunkBoundary, lazyChunk } from '@fachwerk/web/ui';
import { useState } from 'react';

/**
 * The dialogs are a chunk of their own, loaded on the first Logout or Delete account click: with the
 * kit Dialog they brought react-aria's FocusScope into the shell's entry chunk, which every first page
 * loads (7.8 KB gzip of the 200 KB budget, tools/ci/js-budget.mjs).
 */
const SessionEndDialogs = lazyChunk('session-end-dialog', () => import(/* webpackChunkName: "session-end-dialog" */ './SessionEndDialogs'));

/** Logout (No / Yes) and delete-account (password, No / Yes) confirmations wired to the session-end flow. */
export function useSessionEndDialog() {
  const [kind, setKind] = useState<SessionEndKind | null>(null);
  const dialog = kind && (
    <ChunkBoundary fallback={null}>
      <SessionEndDialogs kind={kind} onClose={() => setKind(null)} />
    </ChunkBoundary>
  );
  return { open: setKind, dialog };
}
