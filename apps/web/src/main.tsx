import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/baseline.css';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Rendered at once: each part of the app waits for its own texts (the login page for its few,
// the signed-in shell for the catalogue in the remembered language).
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
