// The README's documented setup: the stylesheet and the one provider.
import '@labelport/ui/styles.css';
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
