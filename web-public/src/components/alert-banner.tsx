import { useAlertStore } from '../stores/alert-store';

export function AlertBanner() {
  const alert = useAlertStore((state) => state.alert);
  const dismiss = useAlertStore((state) => state.dismissAlert);
  return (
    <div className="alert-region" aria-live="assertive">
      {alert && (
        <div key={alert.id} role="alert" className={`alert alert--${alert.kind}`}>
          <span>{alert.message}</span>
          <button type="button" className="alert__close" aria-label="Dismiss" onClick={dismiss}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
