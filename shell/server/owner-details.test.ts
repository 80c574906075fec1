import { localDonateConfig, LOCAL_CONTACT_EMAIL } from '@tales/build/local-owner-details';
import { contactEmailProblems, donateProblems } from './owner-details';

const good = {
  contactEmail: 'give@tales.test',
  tipJar: { service: 'Ko-fi', url: 'https://ko-fi.com/tales' },
  tipWidget: { service: 'Ko-fi', url: 'https://ko-fi.com/tales/?widget=true' },
  bank: {
    cbu: [
      { field: 'accountHolder', value: 'Ana Pérez' },
      { field: 'cbu', value: '2850590940090418135201' },
    ],
    ach: [{ field: 'routingNumber', value: '026009593' }],
  },
  crypto: [
    { network: 'bitcoin', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
    { network: 'solana', address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' },
  ],
};

describe('the donation details an overlay may set', () => {
  it('accepts every way to give, any subset of them, and none', () => {
    expect(donateProblems(good)).toEqual([]);
    expect(donateProblems({ crypto: good.crypto })).toEqual([]);
    expect(donateProblems({ bank: { ach: good.bank.ach } })).toEqual([]);
    expect(donateProblems({})).toEqual([]);
    expect(donateProblems(undefined)).toEqual([]);
  });

  it('accepts the local test values the stack on this machine starts with', () => {
    expect(donateProblems(localDonateConfig)).toEqual([]);
    expect(contactEmailProblems(LOCAL_CONTACT_EMAIL)).toEqual([]);
  });

  it('names each wrong value by where it is', () => {
    expect(donateProblems([])).toEqual(['donate must be an object']);
    expect(donateProblems({ tipjar: good.tipJar })).toEqual([
      'donate.tipjar is not a known field (contactEmail, tipJar, tipWidget, bank, crypto)',
    ]);
    expect(donateProblems({ contactEmail: 'not an address' })).toEqual([
      'donate.contactEmail is not an e-mail address',
    ]);
    expect(donateProblems({ tipJar: 'https://ko-fi.com/tales' })).toEqual([
      'donate.tipJar must be { "service": "...", "url": "https://..." }',
    ]);
    expect(donateProblems({ tipJar: { service: '', url: 'ko-fi.com/tales' } })).toEqual([
      'donate.tipJar.service must be a non-empty string',
      'donate.tipJar.url is not an absolute URL',
    ]);
    expect(donateProblems({ bank: { cbu: [{ field: 'iban', value: 'x' }], swift: [] } })).toEqual([
      'donate.bank.swift is not a known field (cbu, ach)',
      'donate.bank.cbu[0].field must be one of accountHolder, alias, cbu, accountNumber, routingNumber, bankName, bankAddress',
    ]);
    expect(donateProblems({ bank: { ach: { accountNumber: '1' } } })).toEqual([
      'donate.bank.ach must be a list of { "field": "...", "value": "..." }',
    ]);
    expect(
      donateProblems({
        crypto: [
          { network: 'bitcoin', address: 'bc1q' },
          { network: 'bitcoin', address: 'bc1r' },
          { network: 'dogecoin', address: 'D1' },
          { network: 'tron', address: 42 },
        ],
      }),
    ).toEqual([
      'donate.crypto[1].network repeats "bitcoin"',
      'donate.crypto[2].network must be one of bitcoin, tron, ethereum, bsc, polygon, arbitrum, optimism, solana',
      'donate.crypto[3].address must be a non-empty string',
    ]);
  });

  it('refuses an address a browser would not open in the page: http only on this machine', () => {
    expect(donateProblems({ tipWidget: { service: 'Jar', url: 'http://jar.tales.test/embed' } })).toEqual([
      'donate.tipWidget.url must start with https://',
    ]);
    expect(donateProblems({ tipJar: { service: 'Jar', url: 'javascript:alert(1)' } })).toEqual([
      'donate.tipJar.url must start with https://',
    ]);
    expect(donateProblems({ tipWidget: { service: 'Jar', url: 'http://127.0.0.1:4000/jar' } })).toEqual([]);
  });

  it('refuses values that still look like placeholders, so none reaches a reader', () => {
    const problems = donateProblems({
      contactEmail: 'donations@example.com',
      tipJar: { service: 'Tip Jar', url: 'https://tipjar.example.com/REPLACE-ME' },
      bank: { cbu: [{ field: 'accountHolder', value: 'SAMPLE HOLDER - REPLACE ME' }] },
      crypto: [{ network: 'ethereum', address: '0xSAMPLE-ETHEREUM-ADDRESS-REPLACE-ME' }],
    });
    expect(problems).toHaveLength(4);
    for (const problem of problems) expect(problem).toMatch(/looks like a placeholder/);
    expect(contactEmailProblems('hello@tales.example')).toEqual([
      'contactEmail looks like a placeholder ("hello@tales.example"): put the real value or leave it out',
    ]);
  });
});

describe("the site's contact address", () => {
  it('is an e-mail address when set', () => {
    expect(contactEmailProblems(undefined)).toEqual([]);
    expect(contactEmailProblems('hello@tales.test')).toEqual([]);
    expect(contactEmailProblems(42)).toEqual(['contactEmail must be a non-empty string']);
    expect(contactEmailProblems('hello at tales')).toEqual(['contactEmail is not an e-mail address']);
  });
});
