import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (apps/server) listens on 8080 in development; the dev server forwards the
// paths it owns so the browser sees one origin, exactly as in production.
const apiTarget = process.env.PLANTASIM_API ?? 'http://localhost:8080';

// Libraries big enough to deserve their own cacheable chunk. A group also takes the
// dependencies of what it captures, so groups run foundations first (higher priority): react
// before the libraries built on it; otherwise lottie's chunk would swallow React and be loaded on
// every page. MUI has no group on purpose: split per component, a page loads only the components
// it shows (one MUI chunk made the login page load every screen's components). ExcelJS and jspdf
// are only ever reached through dynamic import(), so their chunks load when a user exports.
const chunkGroups: Array<{ name: string; test: RegExp; priority: number }> = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 50 },
  // i18next apart from React: the login page reads its few texts without it (features/login/loginTexts.ts),
  // so only the signed-in shell loads it.
  { name: 'i18next', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 50 },
  // Vite's preload helper serves every dynamic import(); jspdf has dynamic imports of its own,
  // so without this group the helper lands in jspdf's chunk and drags it into the first page.
  { name: 'vite-preload', test: /vite[\\/]preload-helper/, priority: 60 },
  // fflate is used by the app (data.zip) and by jspdf: captured first so that jspdf's chunk
  // does not swallow it and get loaded with the first page.
  { name: 'fflate', test: /[\\/]node_modules[\\/]fflate[\\/]/, priority: 45 },
  { name: 'ag-grid', test: /[\\/]node_modules[\\/](ag-grid-community|ag-grid-react)[\\/]/, priority: 20 },
  { name: 'echarts', test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/, priority: 20 },
  { name: 'lottie', test: /[\\/]node_modules[\\/](lottie-web|lottie-react)[\\/]/, priority: 20 },
  { name: 'exceljs', test: /[\\/]node_modules[\\/]exceljs[\\/]/, priority: 10 },
  // fflate also zips the simulation upload: its own small chunk, so the form never pulls jspdf in.
  { name: 'fflate', test: /[\\/]node_modules[\\/]fflate[\\/]/, priority: 15 },
  { name: 'jspdf', test: /[\\/]node_modules[\\/](jspdf|jspdf-autotable|html2canvas|canvg|dompurify)[\\/]/, priority: 10 },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/config.json': apiTarget,
      '/docs': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // dist/.vite/manifest.json: which chunks each entry and route imports (scripts/bundle-size.mjs reads it).
    manifest: true,
    rolldownOptions: {
      // lottie-web's full build uses eval for expressions; the app only loads the light build
      // (no eval), so the bundler's notice about the unused full build is noise.
      onLog(level, log, handler) {
        if (log.code === 'EVAL' && log.id?.includes('lottie-web')) return;
        handler(level, log);
      },
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
