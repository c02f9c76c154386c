// The README's documented setup: the base stylesheet and the sheets of the components the page renders
// (instead of styles.css, which holds every component's), and the one provider.
import '@labelport/ui/base.css';
import '@labelport/ui/css/accordion.css';
import '@labelport/ui/css/avatar.css';
import '@labelport/ui/css/button.css';
import '@labelport/ui/css/chart.css';
import '@labelport/ui/css/date-picker.css';
import '@labelport/ui/css/dialog.css';
import '@labelport/ui/css/progress.css';
import '@labelport/ui/css/select.css';
import '@labelport/ui/css/slider.css';
import '@labelport/ui/css/switch.css';
import '@labelport/ui/css/tabs.css';
import '@labelport/ui/css/toaster.css';
import '@labelport/ui/css/tooltip.css';
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
