import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Renders instead of the default message; gets the error. */
  fallback?: (error: Error) => ReactNode;
}

interface State {
  error: Error | null;
}

function ErrorFallback({ error }: { error: Error }) {
  return (
    <div role="alert" className="error-fallback">
      <h1>Something broke</h1>
      <p>
        <a href="/">Go home</a>
      </p>
      <pre className="error-fallback__message">{error.message}</pre>
    </div>
  );
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback ? this.props.fallback(error) : <ErrorFallback error={error} />;
  }
}
