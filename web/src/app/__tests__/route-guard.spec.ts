import { afterLogin, guardRedirect, HOME_PATH, LOGIN_PATH, loginFor } from '../route-guard';

describe('route guard (SPEC §2)', () => {
  it('lets the sign-in page through without a token', () => {
    expect(guardRedirect('/login', null)).toBeNull();
  });

  it('sends every other route to sign-in without a token', () => {
    expect(guardRedirect('/home/index', null)).toBe(LOGIN_PATH);
    expect(guardRedirect('/', '')).toBe(LOGIN_PATH);
  });

  it('treats the stored text "null" as no token, and remembers the screen asked for', () => {
    expect(guardRedirect('/home/userManagement', 'null')).toBe('/login?from=%2Fhome%2FuserManagement');
    expect(guardRedirect('/home/myAgency', null, '?task=12')).toBe('/login?from=%2Fhome%2FmyAgency%3Ftask%3D12');
  });

  it('signing in goes back to a remembered screen of ours, never elsewhere', () => {
    expect(afterLogin('?from=%2Fhome%2FvacationApplication')).toBe('/home/vacationApplication');
    expect(afterLogin('?from=%2Fhome%2FmyAgency%3Ftask%3D12')).toBe('/home/myAgency?task=12');
    for (const evil of ['//evil.example', 'https://evil.example/home/x', '/home//evil.example', '/home/\\evil', '/login', '', 'javascript:alert(1)']) {
      expect(afterLogin(`?from=${encodeURIComponent(evil)}`)).toBe(HOME_PATH);
    }
    expect(afterLogin('')).toBe(HOME_PATH);
  });

  it('a screen remembered for a session that ran out leads back only the one it belonged to (issue 21)', () => {
    const sent = loginFor('/home/myAgency?task=12', 'zhangwei');
    expect(sent).toBe('/login?from=%2Fhome%2FmyAgency%3Ftask%3D12&as=zhangwei');
    const search = sent.slice(sent.indexOf('?'));
    expect(afterLogin(search, 'zhangwei')).toBe('/home/myAgency?task=12');
    expect(afterLogin(search, 'liuyang')).toBe(HOME_PATH);
    expect(afterLogin(search)).toBe(HOME_PATH);
    // a link opened signed out (a mail's) names nobody: whoever signs in goes there
    expect(afterLogin('?from=%2Fhome%2FmyAgency%3Ftask%3D12', 'liuyang')).toBe('/home/myAgency?task=12');
  });

  it('lets a real token through', () => {
    expect(guardRedirect('/home/userManagement', 'abc123')).toBeNull();
  });
});
