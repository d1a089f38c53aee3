import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadInitialLanguage } from './i18n';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Rendered once the remembered language's texts are there (English is fetched on demand); a
// failed fetch still renders, in Spanish, the fallback.
const render = () => createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
loadInitialLanguage().then(render, render);
