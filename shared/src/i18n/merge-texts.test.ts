import { mergeTexts } from './merge-texts';

describe('mergeTexts', () => {
  it('fills one group from several owners and leaves both sources untouched', () => {
    const kit = { auth: { errors: { weak: 'Weak' } }, common: { close: 'Close' } };
    const remote = { auth: { login: 'Log in' } };
    const merged = mergeTexts(mergeTexts({}, kit), remote);
    expect(merged).toEqual({ auth: { errors: { weak: 'Weak' }, login: 'Log in' }, common: { close: 'Close' } });
    expect(kit.auth).toEqual({ errors: { weak: 'Weak' } });
  });

  it('names a key given twice, and the later text wins', () => {
    const conflicts: string[] = [];
    const merged = mergeTexts({ donate: { title: 'Old' } }, { donate: { title: 'New' } }, (key) => conflicts.push(key));
    expect(conflicts).toEqual(['donate.title']);
    expect(merged).toEqual({ donate: { title: 'New' } });
  });
});
