import { lazy, Suspense } from 'react';

import { useModalStore } from '../../stores/modal-store';

const ConfirmDialog = lazy(() =>
  import('../../components/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** Loads the dialog code only when something asks for a confirmation. */
export function ConfirmDialogHost() {
  const open = useModalStore((state) => state.modal !== null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog />
    </Suspense>
  );
}
