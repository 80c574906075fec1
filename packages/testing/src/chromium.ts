// The flags Chromium runs with wherever the repository drives it (the journeys, the benchmark): in a container
// (no sandbox, no GPU), and with nothing running in the background (updates, sync, first-run pages) whose requests
// a test or a measurement would see; without QUIC, so every request goes over the HTTP the local servers speak.
export function chromiumArgs(): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ];
}
