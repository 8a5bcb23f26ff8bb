import { ADMIN_PASSWORD, BenchServer } from '../harness';
import { hostileWalk } from '../hostile-walk';
import { signinUnderAttack } from '../signin-bench';

// Issue 9 §5: the hostile-request walk over the whole API (its count and its 5xx count, which must be
// 0), and sign-in latency for one account while another is under a lock-out attack.
export async function securityBench(server: BenchServer) {
  const token = (await server.call('sysUser', 'login', { username: 'admin', password: ADMIN_PASSWORD })).body.list[0].token;
  const doc = await (await fetch(`${server.url}/api/docs`)).json();
  const walk = await hostileWalk(doc, [{ token, perField: true }, {}], async (path, raw, bearer, encoding) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      },
      body: raw,
    });
    return { status: res.status, text: await res.text() };
  });
  return {
    hostile_walk: {
      requests: walk.requests,
      five_xx: walk.fiveXX.length,
      leaks: walk.leaks.length,
      accepted_writes: walk.acceptedWrites.length,
      seconds: Math.round(walk.ms / 100) / 10,
      first_5xx: walk.fiveXX.slice(0, 5),
    },
    signin_under_lockout_attack: await signinUnderAttack(server.url),
  };
}
