// jsdom (the server's DOM, which the renderer's spec also runs in) needs these in jest's jsdom
// environment, which leaves them out.
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });
