import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no layout or media queries; tests that care about the device theme replace this.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }),
});
window.scrollTo = () => undefined;

// The first render of a route compiles its lazy chunk; on a busy 2-core machine (CI runs the
// browser journeys beside these) that can take far longer than Testing Library's default second.
configure({ asyncUtilTimeout: 15_000 });
