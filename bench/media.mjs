#!/usr/bin/env node
// `npm run bench:media`: processes a 12-megapixel JPEG through the upload pipeline (the built
// backend's ImageProcessor) and prints the CPU it took, the wall time, and how long the event
// loop was held: the longest gap between 2 ms timer ticks while processing, beside the same
// measure while idle (on a shared machine the idle figure shows the noise of other processes).
import { createRequire } from 'node:module';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { join } from 'node:path';

import { ensureBuilt, ROOT } from './lib/paths.mjs';

ensureBuilt();
const require = createRequire(join(ROOT, 'backend', 'package.json'));
const sharp = require('sharp');
const { ImageProcessor } = require('./dist/media/image-processor.js');

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 3;

/** A photo-like 12 MP JPEG: noise softened by a blur, so encoders work as on a real photo. */
async function twelveMegapixelJpeg() {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i * 2654435761) % 251) ^ ((i / 3 / WIDTH) | 0);
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .blur(2)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Runs `work` while timing the event loop; answers its longest gap (ms). */
async function longestGap(work) {
  const delay = monitorEventLoopDelay({ resolution: 2 });
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 2);
  delay.enable();
  const result = await work();
  delay.disable();
  clearInterval(ticker);
  return { result, longest };
}

const jpeg = await twelveMegapixelJpeg();
console.log(`12 MP JPEG: ${(jpeg.length / 1024 / 1024).toFixed(1)} MB`);
const idle = await longestGap(() => new Promise((resolve) => setTimeout(resolve, 3000)));
console.log(`idle: longest event-loop gap ${idle.longest.toFixed(0)} ms`);

const processor = new ImageProcessor();
for (let run = 1; run <= RUNS; run++) {
  const cpuBefore = process.cpuUsage();
  const loopBefore = performance.eventLoopUtilization();
  const started = performance.now();
  const { result, longest } = await longestGap(() => processor.process(jpeg));
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const loop = performance.eventLoopUtilization(loopBefore);
  const bytes = result.variants.map(
    (variant) => `${variant.format} ${variant.width}: ${(variant.body.length / 1024).toFixed(1)} KB`,
  );
  console.log(
    `run ${run}: CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms, wall ${wall.toFixed(0)} ms, ` +
      `main thread busy ${loop.active.toFixed(0)} ms, longest event-loop gap ${longest.toFixed(0)} ms`,
  );
  if (run === 1) console.log(`  ${bytes.join(', ')}`);
}
