// `npm run lockfile:platforms` after `npm install`: adds lock entries for platform-specific optional packages that this machine's registry mirror
// does not serve, so `npm ci` validates; npm skips them on other platforms by os/cpu/libc.
import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'wasm32'];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
};
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? '' : path + '/';
    const candidates = [`${base}node_modules/${name}`, `node_modules/${name}`];
    if (candidates.some((c) => lock.packages[c])) continue;
    const parts = name.split('/').pop().split('-');
    const os = OS.find((o) => parts.includes(o));
    const cpu = Object.keys(CPU).find((c) => parts.includes(c) || parts.includes(c + 'hf'));
    if (!os && !cpu) continue;
    const stub = { version, dev: entry.dev, optional: true };
    if (!entry.dev) delete stub.dev;
    if (os && os !== 'wasm32') stub.os = [os];
    if (cpu) stub.cpu = [cpu === 'arm' && parts.includes('gnueabihf') ? 'arm' : CPU[cpu]];
    if (parts.includes('musl') || parts.includes('musleabihf')) stub.libc = ['musl'];
    else if (os === 'linux') stub.libc = ['glibc'];
    lock.packages[`node_modules/${name}`] = stub;
    added++;
    console.log('added', name, version, JSON.stringify(stub));
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  ),
);
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
