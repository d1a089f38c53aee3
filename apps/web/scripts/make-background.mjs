// Writes public/background.json, the login page's looping Lottie animation: soft drifting
// circles (heat), rising particles (steam) and two flowing waves (energy). Every movement
// returns to its start at the last frame, so the loop is seamless.
// Run: node apps/web/scripts/make-background.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const W = 1920;
const H = 1080;
const FRAMES = 300; // 10 s at 30 fps
const ease = { i: { x: 0.45, y: 1 }, o: { x: 0.55, y: 0 } };
const still = (k) => ({ a: 0, k });
// Keyframes through the given values, evenly spaced, back to the first value at the end.
const loop = (values) => ({
  a: 1,
  k: [...values, values[0]].map((s, index, all) => {
    const t = Math.round((index * FRAMES) / (all.length - 1));
    return index === all.length - 1 ? { t, s } : { t, s, ...ease };
  }),
});
const linear = (from, to) => ({ a: 1, k: [{ t: 0, s: from, i: { x: 1, y: 1 }, o: { x: 0, y: 0 } }, { t: FRAMES, s: to }] });
const transform = () => ({ ty: 'tr', nm: 'tr', p: still([0, 0]), a: still([0, 0]), s: still([100, 100]), r: still(0), o: still(100), sk: still(0), sa: still(0) });
let index = 0;
const layer = (nm, ks, shapes) => ({ ddd: 0, ind: ++index, ty: 4, nm, sr: 1, ks: { r: still(0), a: still([0, 0, 0]), ...ks }, ao: 0, shapes, ip: 0, op: FRAMES, st: 0, bm: 0 });
const circle = (size, color) => [{ ty: 'gr', nm: 'circle', it: [{ ty: 'el', nm: 'el', d: 1, s: still([size, size]), p: still([0, 0]) }, { ty: 'fl', nm: 'fill', c: still(color), o: still(100), r: 1 }, transform()] }];

const white = [1, 1, 1, 1];
const amber = [0.95, 0.68, 0.12, 1];
const sky = [0.45, 0.75, 0.95, 1];
const layers = [];

// Two energy waves flowing left: a layer shift of one wavelength per loop.
function wave(nm, y, amplitude, wavelength, color, width, opacity) {
  const v = [];
  const i = [];
  const o = [];
  const handle = wavelength * 0.18;
  for (let x = -wavelength * 2, n = 0; x <= W + wavelength * 3; x += wavelength / 2, n++) {
    v.push([x, n % 2 === 0 ? -amplitude : amplitude]);
    i.push([-handle, 0]);
    o.push([handle, 0]);
  }
  return layer(nm, { o: still(opacity), p: linear([0, y, 0], [-wavelength, y, 0]), s: still([100, 100, 100]) }, [
    { ty: 'gr', nm: 'wave', it: [{ ty: 'sh', nm: 'path', ks: still({ i, o, v, c: false }) }, { ty: 'st', nm: 'stroke', c: still(color), o: still(100), w: still(width), lc: 2, lj: 2 }, transform()] },
  ]);
}

// Rising steam particles: each climbs the screen once per loop, fading in and out.
for (let n = 0; n < 14; n++) {
  const x = 80 + ((n * 137) % 1760);
  const start = H + 40 + ((n * 53) % 200);
  const offset = 10 + ((n * 37) % (FRAMES - 20));
  const size = 10 + ((n * 7) % 18);
  const travel = H + 320;
  // Piecewise: from the offset frame it rises to the top, then restarts from the bottom.
  const frac = offset / FRAMES;
  const yAtZero = start - travel * (1 - frac);
  layers.push(
    layer(`steam ${n + 1}`, {
      o: loop([18, 6, 18, 10]),
      p: { a: 1, k: [
        { t: 0, s: [x, yAtZero, 0], i: { x: 1, y: 1 }, o: { x: 0, y: 0 } },
        { t: Math.max(1, FRAMES - offset - 1), s: [x + 30, start - travel, 0], h: 1 },
        { t: Math.max(2, FRAMES - offset), s: [x, start, 0], i: { x: 1, y: 1 }, o: { x: 0, y: 0 } },
        { t: FRAMES, s: [x, yAtZero, 0] },
      ] },
      s: loop([[100, 100, 100], [130, 130, 100]]),
    }, circle(size, n % 3 === 0 ? amber : white)),
  );
}

layers.push(wave('wave amber', H * 0.72, 38, 640, amber, 4, 35));
layers.push(wave('wave sky', H * 0.8, 26, 480, sky, 3, 30));

// Large soft circles drifting slowly.
const blobs = [
  { x: 300, y: 250, size: 700, color: sky, o: 10 },
  { x: 1600, y: 200, size: 560, color: white, o: 7 },
  { x: 1450, y: 900, size: 820, color: amber, o: 8 },
  { x: 500, y: 950, size: 620, color: white, o: 6 },
];
blobs.forEach((b, n) => {
  layers.push(
    layer(`glow ${n + 1}`, {
      o: still(b.o),
      p: loop([[b.x, b.y, 0], [b.x + 90, b.y - 60, 0], [b.x - 40, b.y + 70, 0]]),
      s: loop([[100, 100, 100], [115, 115, 100], [92, 92, 100]]),
    }, circle(b.size, b.color)),
  );
});

const animation = { v: '5.7.4', fr: 30, ip: 0, op: FRAMES, w: W, h: H, nm: 'PlantaSim login background', ddd: 0, assets: [], layers };
const target = fileURLToPath(new URL('../public/background.json', import.meta.url));
writeFileSync(target, JSON.stringify(animation));
console.log(`wrote ${target} (${layers.length} layers)`);
