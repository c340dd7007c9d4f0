import {
  FloatingFocusManager,
  FloatingOverlay,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  type UseDismissProps,
} from '@floating-ui/react';
import { useId, type ReactNode } from 'react';

interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  /** The index of the tabbable element to focus first (the first one when not given). */
  initialFocus?: number;
  children: ReactNode;
}

/** An open modal's wiring: the dialog role, and Escape or a press outside calls `onClose`. */
export function useModal(onClose: () => void, dismiss?: UseDismissProps) {
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  const { getFloatingProps } = useInteractions([useDismiss(context, dismiss), useRole(context)]);
  return { refs, context, getFloatingProps };
}

/** A modal dialog with its title: focus stays inside; Escape or a press outside closes it. */
export function Dialog({ title, onClose, initialFocus, children }: DialogProps) {
  const titleId = useId();
  const { refs, context, getFloatingProps } = useModal(onClose, { outsidePressEvent: 'mousedown' });

  return (
    <FloatingOverlay lockScroll className="overlay">
      <FloatingFocusManager context={context} initialFocus={initialFocus}>
        <div ref={refs.setFloating} className="dialog" aria-labelledby={titleId} {...getFloatingProps()}>
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {children}
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
