import type { INestApplication } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../../server/src/app.factory';
import { loadConfig } from '../../server/src/core/config/app-config';

export const ADMIN_PASSWORD = 'Admin@12345';

export interface TestApp {
  app: INestApplication;
  http: ReturnType<typeof request>;
  call(entity: string, op: string, body?: unknown, token?: string, lang?: string): request.Test;
  login(username: string, password: string): Promise<string>;
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

// A full application on the run's database, the same as `npm start` builds it. Its calls come from an
// address of its own (X-Forwarded-For, trusted from loopback): every file of a run shares one database,
// and the per-address sign-in throttle would otherwise add up the failed sign-ins of all of them.
// The run's database for an application or a server process: the embedded one is named as such
// (EMBEDDED_URL, as npm start's workers get it), so the app knows it is one session for every connection
// (no named statements, no statement timeout).
export function databaseEnv(): { DATABASE_URL: string; EMBEDDED_URL?: string } {
  const url = process.env.TEST_DATABASE_URL!;
  return process.env.TEST_DATABASE_KIND === 'embedded' ? { DATABASE_URL: '', EMBEDDED_URL: url } : { DATABASE_URL: url };
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run through the jest configs in test/');
  const config = loadConfig({ ...process.env, ...databaseEnv(), ADMIN_PASSWORD, LOG_LEVEL: 'silent', SCHEDULER: 'off', WEB_DIST: '/nonexistent', TRUST_PROXY: 'loopback', ...env });
  // random within 172.16.0.0/12: jest reloads this module for every file, so a counter would repeat, and
  // specs that simulate addresses themselves take theirs from 10.0.0.0/8
  const address = `172.${16 + randomInt(16)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const app = await createApp(config);
  await app.init();
  const server = app.getHttpServer();
  let admin: string | undefined;
  const t: TestApp = {
    app,
    http: request(server),
    call(entity, op, body = {}, token, lang) {
      let r = request(server).post(`/${entity}/api/${op}`).set('Accept-Language', lang ?? 'en').set('X-Forwarded-For', address);
      if (token) r = r.set('Authorization', `Bearer ${token}`);
      return r.send(body as object);
    },
    async login(username, password) {
      const res = await t.call('sysUser', 'login', { username, password });
      if (res.body.code !== '200') throw new Error(`login ${username} failed: ${res.body.msg}`);
      return res.body.list[0].token;
    },
    async adminToken() {
      admin ??= await t.login('admin', ADMIN_PASSWORD);
      return admin;
    },
    close: () => app.close(),
  };
  return t;
}

let seq = 0;
// Unique names for rows a test creates, so test files sharing one database never collide.
export const uniq = (prefix: string) => `${prefix}${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;
