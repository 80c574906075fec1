// `pnpm --filter mf-admin dev`: the admin page on its own, with the shell's i18n, theme, router and toasts.
import { bootStandalone } from '@tales/shared/ui/standalone';
import StoryFormPage from './story-form/StoryFormPage';

void bootStandalone(<StoryFormPage />);
