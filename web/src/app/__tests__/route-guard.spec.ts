import { guardRedirect, LOGIN_PATH } from '../route-guard';

describe('route guard (SPEC §2)', () => {
  it('lets the sign-in page through without a token', () => {
    expect(guardRedirect('/login', null)).toBeNull();
  });

  it('sends every other route to sign-in without a token', () => {
    expect(guardRedirect('/home/index', null)).toBe(LOGIN_PATH);
    expect(guardRedirect('/', '')).toBe(LOGIN_PATH);
  });

  it('treats the stored text "null" as no token', () => {
    expect(guardRedirect('/home/userManagement', 'null')).toBe(LOGIN_PATH);
  });

  it('lets a real token through', () => {
    expect(guardRedirect('/home/userManagement', 'abc123')).toBeNull();
  });
});
