import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { installBodyParsing } from './core/api/body-parsing';
import { installTransport } from './core/api/transport';
import { AppConfig, loadConfig } from './core/config/app-config';
import { PinoNestLogger } from './core/logging/logger';
import { ResourceRegistry } from './core/resource/resource-registry';

// Builds the application (used by main.ts, tests and the bench): API, health, docs and the web build.
export async function createApp(config: AppConfig = loadConfig()): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: config.logLevel === 'silent' ? false : new PinoNestLogger(),
  });
  installTransport(app, config);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'style-src': ["'self'", "'unsafe-inline'"] },
      },
    }),
  );
  const registry = app.get(ResourceRegistry);
  installBodyParsing(app, (entity, operation) => {
    const op = registry.operation(entity, operation);
    return op ? (op.upload ?? null) : undefined;
  });
  serveWeb(app, config.webDist);
  app.enableShutdownHooks();
  return app;
}

// The built web app is served from the same port; unknown GETs fall back to index.html for the router.
function serveWeb(app: NestExpressApplication, dist: string) {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return;
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path === '/health' || req.path.startsWith('/api/') || req.path.includes('/api/')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
