import { render, screen } from '@testing-library/react';
import { SWRConfig, type Cache } from 'swr';
import { setRuntimeConfig } from '@tales/shared/config';
import loadDonatePage from './DonatePage.data';
import { donateDetailsKey, useDonateDetails } from './donate-details';
import { configWith } from './test-config';

function Shown() {
  const details = useDonateDetails();
  return <p>{details?.crypto?.map((entry) => entry.address).join(', ')}</p>;
}

describe('the donation details', () => {
  it("are loaded for the page from the runtime config it holds, the site's contact as the donations contact", async () => {
    setRuntimeConfig(configWith({ crypto: [{ network: 'tron', address: 'T-live' }] }, 'hello@tales.test'));
    const { needs } = loadDonatePage({
      params: {},
      search: new URLSearchParams(),
      lng: 'en',
      admin: false,
      now: new Date(),
      onServer: true,
    });

    expect(needs.map((need) => need.key)).toEqual([donateDetailsKey]);
    await expect(needs[0].fetch()).resolves.toEqual({
      contactEmail: 'hello@tales.test',
      crypto: [{ network: 'tron', address: 'T-live' }],
    });
  });

  it("show first what the server rendered with (hydration matches), then the page's own config", async () => {
    setRuntimeConfig(configWith({ crypto: [{ network: 'tron', address: 'T-edited' }] }));
    const handedOver = new Map([[donateDetailsKey, { data: { crypto: [{ network: 'tron', address: 'T-server' }] } }]]);
    render(
      <SWRConfig value={{ provider: () => handedOver as Cache, dedupingInterval: 0 }}>
        <Shown />
      </SWRConfig>,
    );

    expect(screen.getByText('T-server')).toBeInTheDocument();
    expect(await screen.findByText('T-edited')).toBeInTheDocument();
  });
});
