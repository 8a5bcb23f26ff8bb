import 'reflect-metadata';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { installBodyParsing } from './core/api/body-parsing';
import { installCompression } from './core/api/compression';
import { installConditionalAnswers } from './core/api/conditional-answers';
import { installSecurityHeaders } from './core/api/security-headers';
import { serveWeb } from './core/api/static-web';
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
  // API answers are no-store: Express's weak ETag of every body was a hash for nothing (conditional-answers.ts)
  app.set('etag', false);
  installCompression(app);
  installSecurityHeaders(app);
  const registry = app.get(ResourceRegistry);
  installBodyParsing(app, (entity, operation) => {
    const op = registry.operation(entity, operation);
    return op ? { upload: op.upload ?? null, public: op.public } : undefined;
  });
  installConditionalAnswers(app, (entity, operation) => !!registry.operation(entity, operation)?.etag);
  serveWeb(app, config.webDist);
  app.enableShutdownHooks();
  return app;
}
