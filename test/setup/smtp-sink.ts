import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

// A real SMTP server in the test process (the smtp-server package): it keeps what it is sent, or refuses
// every recipient with 550 when asked to.
export async function smtpSink(opts: { refuse?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (opts.refuse) return cb(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (d: string) => (raw += d));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), ...parseMail(raw) });
        cb();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// Enough of RFC 2047 and 2045 for what nodemailer writes: encoded words in the subject (B or Q, folded
// over lines), a text body in quoted-printable or base64.
function parseMail(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1] ?? '';
  const words = (s: string) =>
    s.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')),
    );
  const body = rest.join('\n\n');
  const cte = header('Content-Transfer-Encoding').toLowerCase();
  const text = cte === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : cte === 'quoted-printable' ? qp(body.replace(/=\r?\n/g, '')) : body;
  return { subject: words(header('Subject')).trim(), text: text.replace(/\r\n/g, '\n').trim() };
}

function qp(s: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '=' && /^[0-9A-F]{2}$/i.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
