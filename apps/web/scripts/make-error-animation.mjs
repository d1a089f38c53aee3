// Writes public/error.json, the error dialogs' Lottie animation (docs/rules/calls.md "an error animation
// file", docs/rules/messages.md availability inconsistencies "shown in a dialog with an animation"): a warning sign
// drawn by PlantaSim — a ring that draws itself and pulses, an exclamation mark that drops in and
// gives a small shake, and a soft halo breathing behind. Its first frame is the complete sign, so
// people who ask for less motion see it standing still. Every movement returns to its start at the
// last frame: the loop is seamless.
// Run: node apps/web/scripts/make-error-animation.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const S = 160; // square canvas
const C = S / 2;
const FRAMES = 90; // 3 s at 30 fps
const ease = { i: { x: 0.45, y: 1 }, o: { x: 0.55, y: 0 } };
const still = (k) => ({ a: 0, k });
/** Keyframes at the given frames, eased, the last one closing the loop (a single number is written [n], as players expect). */
const keys = (pairs) => ({
  a: 1,
  k: pairs.map(([t, v], n) => {
    const s = Array.isArray(v) ? v : [v];
    return n === pairs.length - 1 ? { t, s } : { t, s, ...ease };
  }),
});
const transform = (extra = {}) => ({ ty: 'tr', nm: 'tr', p: still([0, 0]), a: still([0, 0]), s: still([100, 100]), r: still(0), o: still(100), sk: still(0), sa: still(0), ...extra });
let index = 0;
const layer = (nm, ks, shapes) => ({
  ddd: 0, ind: ++index, ty: 4, nm, sr: 1,
  ks: { r: still(0), a: still([0, 0, 0]), o: still(100), p: still([C, C, 0]), s: still([100, 100, 100]), ...ks },
  ao: 0, shapes, ip: 0, op: FRAMES, st: 0, bm: 0,
});

const red = [0.78, 0.16, 0.16, 1];
const redSoft = [0.9, 0.3, 0.3, 1];
const white = [1, 1, 1, 1];

const layers = [
  // Exclamation mark: bar and dot, a small shake at 1 s, back still by 1.5 s.
  layer('exclamation', {
    r: keys([[0, 0], [30, 0], [34, -9], [38, 8], [42, -5], [46, 3], [50, 0], [FRAMES, 0]]),
  }, [
    { ty: 'gr', nm: 'bar', it: [
      { ty: 'rc', nm: 'rect', d: 1, s: still([14, 52]), p: still([0, -10]), r: still(7) },
      { ty: 'fl', nm: 'fill', c: still(white), o: still(100), r: 1 },
      transform(),
    ] },
    { ty: 'gr', nm: 'dot', it: [
      { ty: 'el', nm: 'el', d: 1, s: still([16, 16]), p: still([0, 32]) },
      { ty: 'fl', nm: 'fill', c: still(white), o: still(100), r: 1 },
      transform(),
    ] },
  ]),
  // The disc, pulsing a little.
  layer('disc', { s: keys([[0, [100, 100, 100]], [30, [100, 100, 100]], [38, [108, 108, 100]], [50, [100, 100, 100]], [FRAMES, [100, 100, 100]]]) }, [
    { ty: 'gr', nm: 'circle', it: [
      { ty: 'el', nm: 'el', d: 1, s: still([112, 112]), p: still([0, 0]) },
      { ty: 'fl', nm: 'fill', c: still(red), o: still(100), r: 1 },
      transform(),
    ] },
  ]),
  // A ring around the disc that draws itself round (trim path) and back.
  layer('ring', { r: keys([[0, 0], [FRAMES, 360]]) }, [
    { ty: 'gr', nm: 'ring', it: [
      { ty: 'el', nm: 'el', d: 1, s: still([134, 134]), p: still([0, 0]) },
      { ty: 'st', nm: 'stroke', c: still(redSoft), o: still(100), w: still(5), lc: 2, lj: 2 },
      transform(),
    ] },
    { ty: 'tm', nm: 'trim', s: still(0), e: keys([[0, 100], [45, 35], [FRAMES, 100]]), o: still(0), m: 1 },
  ]),
  // Soft halo breathing behind everything.
  layer('halo', {
    o: keys([[0, 22], [45, 6], [FRAMES, 22]]),
    s: keys([[0, [100, 100, 100]], [45, [106, 106, 100]], [FRAMES, [100, 100, 100]]]),
  }, [
    { ty: 'gr', nm: 'halo', it: [
      { ty: 'el', nm: 'el', d: 1, s: still([150, 150]), p: still([0, 0]) },
      { ty: 'fl', nm: 'fill', c: still(red), o: still(100), r: 1 },
      transform(),
    ] },
  ]),
];

const animation = { v: '5.7.4', fr: 30, ip: 0, op: FRAMES, w: S, h: S, nm: 'PlantaSim error', ddd: 0, assets: [], layers };
const target = fileURLToPath(new URL('../public/error.json', import.meta.url));
writeFileSync(target, JSON.stringify(animation));
console.log(`wrote ${target} (${layers.length} layers)`);
