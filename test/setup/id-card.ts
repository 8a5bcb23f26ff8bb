import { idCardCheckChar } from '../../server/src/core/resource/field-formats';

let n = 0;
// A valid resident identity card number (GB 11643) no other test of the run makes: the date of birth
// and the sequence come from the process, the clock and a counter.
export function newIdCard(region = '370202'): string {
  const k = (process.pid * 7919 + Date.now() + n++ * 104729) % 14_600_000;
  const born = new Date(Date.UTC(1960, 0, 1) + (k % 14_600) * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
  const first = `${region}${born}${String(Math.floor(k / 14_600) % 1000).padStart(3, '0')}`;
  return first + idCardCheckChar(first);
}
