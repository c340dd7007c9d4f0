import {
  FloatingFocusManager,
  FloatingOverlay,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId } from 'react';

import { useModalStore } from '../stores/modal-store';

export function ConfirmDialog() {
  const modal = useModalStore((state) => state.modal);
  const close = useModalStore((state) => state.close);
  const titleId = useId();
  const { refs, context } = useFloating({
    open: modal !== null,
    onOpenChange: (open) => {
      if (!open) close(false);
    },
  });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePressEvent: 'mousedown' }),
    useRole(context),
  ]);

  if (!modal) return null;
  return (
    <FloatingOverlay lockScroll className="overlay">
      <FloatingFocusManager context={context} initialFocus={1}>
        <div ref={refs.setFloating} className="dialog" aria-labelledby={titleId} {...getFloatingProps()}>
          <h2 id={titleId} className="dialog__title">
            {modal.title ?? 'Please confirm'}
          </h2>
          <p>{modal.message}</p>
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={() => close(false)}>
              {modal.cancelLabel}
            </button>
            <button type="button" className="button" onClick={() => close(true)}>
              {modal.confirmLabel}
            </button>
          </div>
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
