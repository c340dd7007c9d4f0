import './styles/index.css';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { preloadScreen } from './app/screen-modules';
import { reportHydrationError } from './lib/hydration-errors';

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The page's screen first (its chunk was preloaded beside this entry), so that the first render
// shows it rather than a flash of "Loading". As a transition the first render yields to the
// browser every few milliseconds instead of holding the main thread for the whole page, which on
// a phone is the difference between a page that answers a tap at once and one that freezes.
// A page the server rendered (product.md §14) is taken over in place.
void preloadScreen(window.location.pathname).then(() =>
  startTransition(() => {
    if (container.hasChildNodes()) {
      hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
    } else {
      createRoot(container).render(app);
    }
  }),
);
