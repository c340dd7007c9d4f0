import './styles/index.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';

const root = createRoot(document.getElementById('root') as HTMLElement);
// As a transition the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole page, which on a phone is the difference between a page that
// answers a tap at once and one that freezes while it starts.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
