import {StrictMode} from 'react';
import {createRoot} from 'react-dom/client';
import {App} from './app/App';
import {configureApiClient} from './lib/api-client';
import {reportUncaughtErrors} from './lib/error-reporting';

configureApiClient();
reportUncaughtErrors();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
