import '@labelport/ui/styles.css';
import '@labelport/ui/blocks.css';
import { LabelportProvider } from '@labelport/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <LabelportProvider>
      <App />
    </LabelportProvider>
  </StrictMode>,
);
