import { createRoot } from 'react-dom/client';
import '@tales/shared/theme';
import DonatePage from './DonatePage';

createRoot(document.getElementById('root')!).render(<DonatePage />);
