import { ADMIN_PASSWORD, percentiles } from './harness';

// Issue 9 §5: sign-in latency of one account while another (the administrator) is under a lock-out attack.
// The attacker guesses from ever new addresses, five guesses each (as many as a lock allows), so every
// guess costs the server a real argon2 check: the heaviest load a guessing botnet puts on sign-in. The
// addresses travel in X-Forwarded-For, so the server must trust it from the bench client: start it with
// TRUST_PROXY=loopback (harness.ts passes the environment on). Without that every request is one address,
// the throttle refuses the measured sign-ins too, and this says so rather than measure refusals.

const num = (name: string, dflt: number) => Number(process.env[name] ?? dflt);
const SAMPLES = num('BENCH_SIGNIN_SAMPLES', 100);
const ATTACKERS = num('BENCH_SIGNIN_ATTACKERS', 4); // concurrent guessing connections
const GUESSES_PER_ADDRESS = 5;
const MEASURED_FROM = '198.18.255.254'; // RFC 2544 benchmarking range
const attackerAddress = (i: number) => `198.19.${(i >> 8) & 255}.${i & 255}`;

interface Answer {
  status: number;
  body: any;
  ms: number;
}

export async function signinUnderAttack(baseUrl: string): Promise<{ p50: number; p95: number; attempts: number }> {
  const post = async (entity: string, op: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const t0 = performance.now();
    const res = await fetch(`${baseUrl}/${entity}/api/${op}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...headers },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    return { status: res.status, body: json, ms: performance.now() - t0 };
  };
  const signIn = (username: string, password: string, from: string) => post('sysUser', 'login', { username, password }, { 'X-Forwarded-For': from });
  const must = (r: Answer, what: string) => {
    if (r.status !== 200) {
      const hint = r.status === 429 || r.status === 403 ? ' (is the server started with TRUST_PROXY=loopback?)' : '';
      throw new Error(`${what}: ${r.status} ${r.body?.error ?? ''} ${r.body?.msg ?? ''}${hint}`);
    }
    return r;
  };

  // the measured account: a member of staff with no rights, made for this run
  const admin = must(await signIn('admin', ADMIN_PASSWORD, MEASURED_FROM), 'administrator sign-in').body.list[0].token as string;
  const auth = { Authorization: `Bearer ${admin}` };
  const dept = must(await post('SysDept', 'getForDrop', {}, auth), 'departments').body.list.find((d: { deptType: string }) => d.deptType === 'dept') ?? null;
  const username = `benchsignin${Date.now().toString(36)}`;
  const password = 'Bench-Signin-1';
  must(await post('sysUser', 'insert', { username, password, name: username, deptId: dept?.id }, auth), 'measured account');

  let attempts = 0;
  let stop = false;
  let unexpected: string | undefined;
  const attack = async () => {
    while (!stop) {
      const i = attempts++;
      const r = await signIn('admin', `guess-${i}`, attackerAddress(Math.floor(i / GUESSES_PER_ADDRESS)));
      // a guess is refused as wrong, or (its address's lock reached) as locked; anything else is a finding
      if (r.status !== 401 && r.status !== 403) unexpected ??= `attack answered ${r.status} ${r.body?.error}`;
    }
  };
  const attackers = Array.from({ length: ATTACKERS }, attack);
  try {
    for (let i = 0; i < 5; i++) must(await signIn(username, password, MEASURED_FROM), 'warm-up sign-in');
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(must(await signIn(username, password, MEASURED_FROM), 'sign-in under attack').ms);
    stop = true;
    await Promise.all(attackers);
    if (unexpected) throw new Error(unexpected);
    // the attacked account itself is not locked out from an address the attacker never used
    must(await signIn('admin', ADMIN_PASSWORD, MEASURED_FROM), 'administrator sign-in after the attack');
    const p = percentiles(samples);
    return { p50: p.p50_ms, p95: p.p95_ms, attempts };
  } finally {
    stop = true;
    await Promise.allSettled(attackers);
  }
}
