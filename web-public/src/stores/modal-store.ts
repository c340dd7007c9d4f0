import { create } from 'zustand';

export interface ConfirmOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

interface OpenModal extends Required<Omit<ConfirmOptions, 'title'>> {
  title?: string;
  resolve: (confirmed: boolean) => void;
}

interface ModalState {
  modal: OpenModal | null;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  close: (confirmed: boolean) => void;
}

export const useModalStore = create<ModalState>()((set, get) => ({
  modal: null,
  confirm: (options) =>
    new Promise<boolean>((resolve) => {
      get().modal?.resolve(false);
      set({
        modal: { confirmLabel: 'Ok', cancelLabel: 'Cancel', ...options, resolve },
      });
    }),
  close: (confirmed) => {
    get().modal?.resolve(confirmed);
    set({ modal: null });
  },
}));

export const confirmDialog = (options: ConfirmOptions): Promise<boolean> =>
  useModalStore.getState().confirm(options);
