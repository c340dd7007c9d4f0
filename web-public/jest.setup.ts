import { configure } from '@testing-library/react';

// The first render of a route compiles its lazy chunk; on a busy 2-core machine that can take
// longer than Testing Library's default one second of waiting.
configure({ asyncUtilTimeout: 4000 });
