// Runs the server's TypeScript in a child process as jest does (jest.config.js): compiled by swc
// with decorators and their metadata, which Nest's dependency injection reads, and
// `@reviews/libs/...` taken from libs' sources, so no build of libs is needed.
const { existsSync, readFileSync } = require('node:fs');
const Module = require('node:module');
const { dirname, join } = require('node:path');
const { transformSync } = require('@swc/core');

const LIBS_SOURCES = join(__dirname, '..', '..', '..', 'libs', 'src');

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (request.startsWith('@reviews/libs/')) {
    return resolveFilename.call(
      this,
      join(LIBS_SOURCES, request.slice('@reviews/libs/'.length)),
      parent,
      ...rest,
    );
  }
  // Sources name their relative imports as compiled (`./x.js`): the file is `./x.ts`.
  if (request.startsWith('.') && request.endsWith('.js') && parent?.filename?.endsWith('.ts')) {
    const source = join(dirname(parent.filename), request.replace(/\.js$/, '.ts'));
    if (existsSync(source)) return source;
  }
  return resolveFilename.call(this, request, parent, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
