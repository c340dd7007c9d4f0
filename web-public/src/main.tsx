import './styles/index.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { preloadScreen } from './app/screen-modules';

const root = createRoot(document.getElementById('root') as HTMLElement);
// The page's screen first (its chunk was preloaded beside this entry), so that the first render
// shows it rather than a flash of "Loading". As a transition the first render yields to the
// browser every few milliseconds instead of holding the main thread for the whole page, which on
// a phone is the difference between a page that answers a tap at once and one that freezes.
void preloadScreen(window.location.pathname).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
