import { Injectable, StreamableFile } from '@nestjs/common';
import type { Request } from 'express';
import { DataSource, EntityManager } from 'typeorm';
import { can } from '../access/can';
import { PermissionMap } from '../access/permission-map';
import { AuthService } from '../auth/auth.service';
import type { AheadAnswer, AheadCall } from './ask-ahead';
import { readPendingBody } from './body-parsing';
import { etagOfText, matches } from './conditional-answers';
import { okEnvelope, type Outcome } from './envelope';
import { errorEnvelope } from './render-error';
import type { CurrentUser } from '../auth/current-user';
import { AppException } from '../errors/app.exception';
import { writeTransaction } from '../database/write-transaction';
import type { Lang } from '../errors/error-code';
import { langFrom } from '../i18n/lang';
import { confirmTokens } from '../errors/confirmations';
import { confirmSecret } from '../errors/confirm-secret';
import { bodyHash, idempotencyKey, keepAnswer, replayOrClaim, type IdempotentCall } from '../idempotency/idempotency';
import { CrudService } from '../resource/crud.service';
import { pickView, ResourceDef } from '../resource/define-resource';
import type { OpContext, UploadedFile } from '../resource/op-context';
import { assertDeclaredKeys } from '../resource/field-validator';
import { readBody } from '../resource/operation-body';
import { ResolvedOperation, ResourceRegistry } from '../resource/resource-registry';

// Resolves POST /{Entity}/api/{operation}: declaration, token, permission, then the handler,
// inside one transaction for writes. This is the guard: nothing reaches a handler past it unchecked.
@Injectable()
export class OperationRouter {
  constructor(
    private readonly registry: ResourceRegistry,
    private readonly crud: CrudService,
    private readonly auth: AuthService,
    private readonly perms: PermissionMap,
    private readonly dataSource: DataSource,
  ) {}

  async dispatch(req: Request, entity: string, operation: string): Promise<unknown> {
    const op = this.registry.operation(entity, operation);
    if (!op) throw this.registry.knows(entity) ? new AppException('UnknownOperation', { entity, operation }) : new AppException('UnknownEntity', { entity });
    // a name declared by answersAs runs under the resource it answers for
    const def = op.resource;

    // who calls, under which declaration, with what body: all done again when a write runs again after
    // its connection was lost (write-transaction.ts)
    let user: CurrentUser | null = null;
    let resource: ResourceDef = def;
    let body: Record<string, any> = {};
    let once: IdempotentCall | null = null;
    let confirm: OpContext['confirm'];
    const prepare = async () => {
      user = op.public ? null : await this.auth.authenticate(bearer(req));
      resource = user ? await this.authorize(user, op) : def;
      // only now, the caller known and allowed, is the body decompressed and parsed (body-parsing.ts)
      await readPendingBody(req);
      const raw = req.body === undefined || req.body === null ? {} : req.body;
      if (typeof raw !== 'object' || Array.isArray(raw)) {
        throw new AppException('Validation', {}, [{ field: 'body', reason: 'type', message: { zh: '请求内容应为 JSON 对象', en: 'The body must be a JSON object' } }]);
      }
      // a custom handler sees its declared fields only, checked; the standard operations check theirs
      // from the resource's declaration (validateInput, applyFilters)
      body = op.handler ? readBody(op.body!, raw) : raw;
      if (!op.handler && (op.standard === 'insert' || op.standard === 'update')) assertDeclaredKeys(resource.fields, raw, op.standard);
      // a creation sent with a key answers its first answer (idempotency.ts); other calls ignore the header
      const key = op.creates && user ? idempotencyKey(req.headers['idempotency-key']) : null;
      once = key ? { userId: user!.userId, key, operation: `${def.name}.${op.name}`, bodyHash: bodyHash(raw) } : null;
      // read before the transaction: a write may end in 428, which rolls back (confirm-secret.ts)
      confirm = op.write ? { tokens: confirmTokens(req.headers['x-confirm']), secret: await confirmSecret(this.dataSource) } : undefined;
    };
    const run = async (manager: EntityManager): Promise<unknown> => {
      if (once) {
        const first = await replayOrClaim(manager, once);
        if (first) return first.answer;
      }
      const ctx: OpContext = {
        user,
        lang: langFrom(req.headers['accept-language']),
        manager,
        resource,
        operation: op.standard ?? op.name,
        body,
        files: ((req as Request & { files?: UploadedFile[] }).files ?? []) as UploadedFile[],
        ip: req.ip,
        confirm,
      };
      const result = await this.execute(op, ctx);
      if (once) await keepAnswer(manager, once, result);
      return result;
    };
    if (op.write) return writeTransaction(this.dataSource, run, { before: prepare });
    await prepare();
    return run(this.dataSource.manager);
  }

  // The calls sent with a sign-in (ask-ahead.ts), answered as each would be on its own by `user`: the
  // same declaration, permission, body check and handler; side by side, as a browser sends them. Only
  // plain reads: a write, an upload, an export or a public call answers NotAskedAhead in its place.
  answerAllAs(user: CurrentUser, lang: Lang, calls: AheadCall[]): Promise<AheadAnswer[]> {
    return Promise.all(calls.map((c) => this.answerAs(user, lang, c)));
  }

  private async answerAs(user: CurrentUser, lang: Lang, call: AheadCall): Promise<AheadAnswer> {
    const named = { entity: call.entity, operation: call.operation };
    try {
      const op = this.registry.operation(call.entity, call.operation);
      if (!op) throw this.registry.knows(call.entity) ? new AppException('UnknownOperation', named) : new AppException('UnknownEntity', named);
      if (op.write || op.public || op.upload || op.standard === 'export') throw new AppException('NotAskedAhead', named);
      const resource = await this.authorize(user, op);
      const body = op.handler ? readBody(op.body!, call.body) : call.body;
      const ctx: OpContext = { user, lang, manager: this.dataSource.manager, resource, operation: op.standard ?? op.name, body, files: [], confirm: undefined };
      const result = await this.execute(op, ctx);
      // a file is no answer to put in a list: its stream is closed unread
      if (result instanceof StreamableFile) {
        result.getStream().destroy();
        throw new AppException('NotAskedAhead', named);
      }
      const envelope = okEnvelope(result, lang, this.outcome(call.entity, call.operation));
      if (!op.etag) return envelope;
      // the tag the call on its own would carry (conditional-answers.ts): either copy revalidates the other
      const etag = etagOfText(JSON.stringify(envelope));
      return matches(call.etag, etag) ? { code: envelope.code, msg: envelope.msg, list: [], total: 0, etag, notModified: true } : { ...envelope, etag };
    } catch (e) {
      return errorEnvelope(e, lang).body;
    }
  }

  // The operation itself, the caller known and allowed: its row's actor checked, then its handler.
  private async execute(op: ResolvedOperation, ctx: OpContext): Promise<unknown> {
    if (op.actWhen) await this.actorOnly(ctx, op.actWhen.user);
    return op.handler ? op.handler(ctx) : this.crud[op.standard!](ctx);
  }

  // What the envelope says of a success (SPEC §8): the standard insert and update (and their aliases)
  // saved, delete deleted; a custom operation did its own thing, which "operation successful" names.
  outcome(entity: string, operation: string): Outcome {
    const standard = this.registry.operation(entity, operation)?.standard;
    return standard === 'insert' || standard === 'update' ? 'saved' : standard === 'delete' ? 'deleted' : 'done';
  }

  // A row action declared for one user of the row (actWhen): the row is read, not locked (the operation
  // takes its locks in its own order), and anyone else is refused before the operation runs. A row that
  // names nobody yet (a draft has no applicant) is left to the operation, which knows why it refuses.
  private async actorOnly(ctx: OpContext, field: string): Promise<void> {
    const row = await this.crud.load(ctx, ctx.body.id);
    if (row[field] != null && row[field] !== ctx.user?.userId) throw new AppException('NotYourAction', { field: ctx.resource.fields[field].label });
  }

  // Answers the declaration the call runs under: a caller without the screen's right who reads a resource
  // others pick from (shipowners, ships) gets its slim projection instead of a refusal.
  async authorize(user: CurrentUser, op: ResolvedOperation): Promise<ResourceDef> {
    if (op.perm === null || can(user, await this.perms.idOf(op.perm))) {
      if (op.allData && !user.scope.all) throw new AppException('CompanyWideData');
      return op.resource;
    }
    const picking = op.resource.pick && (op.standard === 'getList' || op.standard === 'getById');
    if (!picking) throw new AppException('Forbidden');
    return pickView(op.resource);
  }
}

function bearer(req: Request): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m ? m[1].trim() : undefined;
}
