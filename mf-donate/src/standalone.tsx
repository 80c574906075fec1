// Standalone bootstrap (`pnpm --filter mf-donate dev`): the page with the site's theme, language
// (saved choice, browser, then en; translations over HTTP from the shell's public/locales) and toasts.
import { bootStandalone } from '@tales/shared/ui/standalone';
import DonatePage from './DonatePage';

void bootStandalone(<DonatePage />);
