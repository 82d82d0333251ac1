import { installLeaveGuard } from '@pharmacy/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { storedLocale } from './app/locale';
import { followSystemTheme } from './app/theme';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

followSystemTheme();
// Before the router first renders: a changed form can then hold the browser's Back (docs/product/conventions.md#unsaved-changes).
installLeaveGuard();
document.documentElement.lang = storedLocale();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
