import { useModalStore } from '../stores/modal-store';
import { Dialog } from './dialog';

export function ConfirmDialog() {
  const modal = useModalStore((state) => state.modal);
  const close = useModalStore((state) => state.close);

  if (!modal) return null;
  return (
    <Dialog title={modal.title ?? 'Please confirm'} onClose={() => close(false)} initialFocus={1}>
      <p>{modal.message}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={() => close(false)}>
          {modal.cancelLabel}
        </button>
        <button type="button" className="button" onClick={() => close(true)}>
          {modal.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
