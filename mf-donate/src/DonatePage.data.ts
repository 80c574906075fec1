// The donate page's data (exposed as `./DonatePage.data`): the owner's donation details. The shell's server
// renders the page with them and hands them over with the page; a navigation starts them beside the page's code.
import type { DataLoader, ExposedLoader } from '@tales/shared/federation';
import { donateDetailsKey, fetchDonateDetails } from './donate-details';

const loadDonatePage: DataLoader = () => ({ needs: [{ key: donateDetailsKey, fetch: fetchDonateDetails }] });

export default loadDonatePage satisfies ExposedLoader<'donate', './DonatePage.data'>;
