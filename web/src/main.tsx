import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './core/i18n/i18n';
import './app/app.css';
import { App } from './app/App';
import { installUnloadRule } from './core/storage';

installUnloadRule();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
