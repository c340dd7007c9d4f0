import { ALERT_DISMISS_MS } from '@reviews/libs/constants';
import { create } from 'zustand';

export type AlertKind = 'success' | 'error' | 'info';

export interface Alert {
  id: number;
  message: string;
  kind: AlertKind;
}

interface AlertState {
  alert: Alert | null;
  showAlert: (message: string, kind?: AlertKind, durationMs?: number) => void;
  dismissAlert: () => void;
}

let dismissTimer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;

/** One alert at a time: a new one replaces the previous and restarts the dismiss timer. */
export const useAlertStore = create<AlertState>()((set) => ({
  alert: null,
  showAlert: (message, kind = 'info', durationMs = ALERT_DISMISS_MS) => {
    clearTimeout(dismissTimer);
    set({ alert: { id: nextId++, message, kind } });
    dismissTimer = setTimeout(() => set({ alert: null }), durationMs);
  },
  dismissAlert: () => {
    clearTimeout(dismissTimer);
    set({ alert: null });
  },
}));

export const showAlert = (message: string, kind?: AlertKind, durationMs?: number): void =>
  useAlertStore.getState().showAlert(message, kind, durationMs);
