import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { defaultPerm, ResourceDef, ResourceExtension } from './define-resource';
import { declarationProblem, OperationBody } from './operation-body';
import { HOOK_META, OPERATION_META, OperationMeta } from './resource.decorators';
import type { HookEvent, HookPayload, HookPayloads } from './hook-payloads';
import type { OpContext } from './op-context';
import { ActWhen, STANDARD_OPS, StandardOp } from './resource.types';

export type OperationHandler = (ctx: OpContext) => Promise<unknown> | unknown;
export type HookHandler = (ctx: OpContext, payload: any) => Promise<void> | void;

export interface ResolvedOperation {
  resource: ResourceDef;
  name: string; // as declared
  standard?: StandardOp;
  perm: string | null;
  public: boolean;
  write: boolean;
  // a retry with the same Idempotency-Key answers the first answer (insert, and what declares creates)
  creates: boolean;
  // callable only with all data rights: a standard write of a company-wide resource (ResourceDef.companyWide)
  allData: boolean;
  handler?: OperationHandler; // custom operations only
  body?: OperationBody; // custom operations only: what the router lets through to the handler
  ui?: OperationMeta['ui'];
  // who of the row may call it (ui.actWhen), kept apart from ui so an alias (no button) is held to it too
  actWhen?: ActWhen;
  upload?: { maxFiles: number }; // takes multipart (see OperationOptions.upload)
  etag?: boolean; // answered with an ETag, 304 on a match (see OperationOptions.etag)
}

const lc = (s: string) => s.toLowerCase();

// Holds every declaration, custom operation and keyed hook. Modules register declarations in their
// onModuleInit; operations and hooks are found on providers by their decorators at bootstrap.
@Injectable()
export class ResourceRegistry implements OnApplicationBootstrap {
  private readonly log = new Logger('ResourceRegistry');
  private readonly resources = new Map<string, ResourceDef>();
  private readonly operations = new Map<string, ResolvedOperation>();
  private readonly hooks = new Map<string, HookHandler[]>();
  // aliases of operations defined later (a flow's approve): resolved once every operation is defined
  private readonly pendingAliases: Array<{ def: ResourceDef; alias: string; target: string }> = [];
  // resource names that answer some operations of another resource (ResourceDef.answersAs)
  private readonly names = new Map<string, { name: string; of: ResourceDef; ops: string[]; resolved: Map<string, ResolvedOperation> }>();
  // fields modules add to resources they do not own, joined into those declarations (extendResource)
  private readonly pendingExtensions: ResourceExtension[] = [];
  private sealed = false;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  register(defs: readonly ResourceDef[]): void {
    if (this.sealed) throw new Error('Resources are registered while modules initialise, not after');
    for (const declared of defs) {
      // this application's own copy: another application built in the same process (a test's second
      // server) joins and freezes its own, and the module's constant stays as written
      const def: ResourceDef = { ...declared, fields: { ...declared.fields } };
      if (this.knows(def.name)) throw new Error(`Resource ${def.name} is declared twice`);
      this.resources.set(lc(def.name), def);
      const ops = def.entity ? (def.operations ?? STANDARD_OPS) : [];
      for (const op of ops) this.addOperation(def, op, op);
      for (const [alias, target] of Object.entries(def.aliases ?? {})) {
        if ((ops as string[]).includes(target)) this.addOperation(def, alias, target as StandardOp);
        else this.pendingAliases.push({ def, alias, target });
      }
      for (const [name, names] of Object.entries(def.answersAs ?? {})) {
        if (this.knows(name)) throw new Error(`Resource ${name} is declared twice (answersAs of ${def.name})`);
        this.names.set(lc(name), { name, of: def, ops: names, resolved: new Map() });
      }
    }
  }

  // What the web is told to offer must exist: a row action's actor field, a computed field's operation.
  private checkUi() {
    for (const op of this.operations.values()) {
      const who = op.ui?.actWhen?.user;
      if (who && (op.ui!.placement !== 'row' || !Object.hasOwn(op.resource.fields, who))) {
        throw new Error(`Operation ${op.resource.name}.${op.name} declares actWhen on ${who}: a row action's field is needed`);
      }
    }
    for (const def of this.resources.values()) {
      // views read only: their forms are never shown
      const writes = def.entity && (def.operations ?? STANDARD_OPS).some((o) => o === 'insert' || o === 'update');
      for (const [name, f] of Object.entries(def.fields)) {
        if (!f.computed || !writes) continue;
        if (!this.operation(def.name, f.computed.op)) throw new Error(`${def.name}.${name} is computed by ${f.computed.op}, which ${def.name} does not have`);
        const unknown = f.computed.from.find((k) => !Object.hasOwn(def.fields, k));
        if (unknown) throw new Error(`${def.name}.${name} is computed from ${unknown}, which is not a field`);
      }
    }
  }

  // What a declaration lists as its flow's operations is what the server answers: a listed one nobody
  // defined (the workflow layer not loaded, a typo) fails the start rather than a caller.
  private checkDeclaredFlowOperations() {
    for (const def of this.resources.values()) {
      const missing = (def.flow?.operations ?? []).find((name) => !this.operation(def.name, name));
      if (missing) throw new Error(`${def.name} declares the flow operation ${missing}, which nothing defines`);
    }
  }

  // Every alias must name an operation that exists: a typo fails the start, not a caller.
  private resolveAliases() {
    for (const { def, alias, target } of this.pendingAliases) {
      const op = this.operation(def.name, target);
      if (!op) throw new Error(`Alias ${def.name}.${alias} names ${target}, which ${def.name} does not have`);
      const key = `${lc(def.name)}.${lc(alias)}`;
      if (this.operations.has(key)) throw new Error(`Operation ${def.name}.${alias} is defined twice`);
      // the same call under the SPEC's name; no second button on the generic pages
      this.operations.set(key, { ...op, name: alias, ui: undefined });
    }
    for (const n of this.names.values()) {
      for (const name of n.ops) {
        const op = this.operation(n.of.name, name);
        if (!op) throw new Error(`${n.name} answers ${n.of.name}.${name}, which is not defined`);
        n.resolved.set(lc(name), op);
      }
    }
  }

  private addOperation(def: ResourceDef, name: string, op: StandardOp) {
    this.operations.set(`${lc(def.name)}.${lc(name)}`, {
      resource: def,
      name,
      standard: op,
      perm: defaultPerm(def, op),
      public: false,
      write: op === 'insert' || op === 'update' || op === 'delete',
      creates: op === 'insert',
      allData: !!def.companyWide && (op === 'insert' || op === 'update' || op === 'delete'),
    });
  }

  // Fields a module keeps for another module's resource; joined in before anything reads declarations.
  extend(exts: ResourceExtension[]): void {
    if (this.sealed) throw new Error('Resources are extended while modules initialise, not after');
    this.pendingExtensions.push(...exts);
  }

  // Extensions joined, then every declaration frozen: a declaration is what the API document and the web
  // were told, so nothing may change it once served (a hook that did would drift from both).
  private seal() {
    this.pendingExtensions.forEach((ext, i) => {
      const def = this.resources.get(lc(ext.resource));
      if (!def?.entity) throw new Error(`extendResource names ${ext.resource}, which is not a declared resource with an entity`);
      const clash = Object.keys(ext.fields).find((k) => Object.hasOwn(def.fields, k));
      if (clash) throw new Error(`extendResource(${ext.resource}) declares ${clash}, which the resource has already`);
      const entries = Object.entries(def.fields);
      const at = ext.after ? entries.findIndex(([k]) => k === ext.after) + 1 : entries.length;
      if (at === 0) throw new Error(`extendResource(${ext.resource}) places its fields after ${ext.after}, which is not a field`);
      entries.splice(at, 0, ...Object.entries(ext.fields));
      def.fields = Object.fromEntries(entries);
      def.extensions = [...(def.extensions ?? []), { ...ext, alias: `x${i}` }];
    });
    for (const def of this.resources.values()) deepFreeze(def);
    this.sealed = true;
  }

  onApplicationBootstrap(): void {
    this.seal();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance;
      if (!instance || typeof instance !== 'object') continue;
      const proto = Object.getPrototypeOf(instance);
      for (const method of this.scanner.getAllMethodNames(proto)) {
        const op: OperationMeta | undefined = Reflect.getMetadata(OPERATION_META, proto, method);
        if (op) this.addCustom(op, instance[method].bind(instance));
        const keys: string[] | undefined = Reflect.getMetadata(HOOK_META, proto, method);
        for (const key of keys ?? []) this.addHook(key, instance[method].bind(instance));
      }
    }
    this.resolveAliases();
    this.checkUi();
    this.checkDeclaredFlowOperations();
    this.log.log(`${this.resources.size} resources, ${this.operations.size} operations, ${this.hooks.size} hook keys`);
  }

  // Operations a layer adds to many resources at once (submit and withdraw on every flow resource).
  defineOperation(op: OperationMeta, handler: OperationHandler): void {
    this.addCustom(op, handler);
  }

  private addCustom(op: OperationMeta, handler: OperationHandler) {
    const def = this.resources.get(lc(op.resource));
    if (!def) throw new Error(`@Operation on undeclared resource ${op.resource}`);
    const key = `${lc(op.resource)}.${lc(op.name)}`;
    if (this.operations.has(key)) throw new Error(`Operation ${op.resource}.${op.name} is defined twice`);
    // no handler may read a body nobody declared (ARCHITECTURE §5a)
    const problem = declarationProblem(op.body, op.ui?.form);
    if (problem) throw new Error(`Operation ${op.resource}.${op.name} ${problem}`);
    this.operations.set(key, {
      resource: def,
      name: op.name,
      perm: op.perm === undefined ? (def.menu ?? null) : op.perm,
      public: !!op.public,
      write: !!op.write,
      creates: !!op.write && !!op.creates,
      allData: false,
      handler,
      body: op.body,
      ui: op.ui,
      actWhen: op.ui?.actWhen,
      ...(op.upload ? { upload: { maxFiles: Math.max(1, op.upload.maxFiles ?? 1) } } : {}),
      ...(op.etag ? { etag: true } : {}),
    });
  }

  // Programmatic registration, for hooks built at run time; answers a function that removes it.
  hook<K extends `${string}.${HookEvent}`>(key: K, handler: (ctx: OpContext, payload: HookPayload<K>) => Promise<void> | void): () => void {
    this.addHook(key, handler);
    return () => {
      const k = lc(key);
      this.hooks.set(k, (this.hooks.get(k) ?? []).filter((h) => h !== handler));
    };
  }

  private addHook(key: string, handler: HookHandler) {
    const m = /^([\w*]+)\.(\w+):(before|after|lock|query|read)$/.exec(key);
    if (!m) throw new Error(`Hook key ${key} is not <resource>.<operation>:<phase>`);
    if (m[1] !== '*' && !this.resources.has(lc(m[1]))) throw new Error(`Hook ${key} names an undeclared resource`);
    const k = lc(key);
    this.hooks.set(k, [...(this.hooks.get(k) ?? []), handler]);
  }

  resource(name: string): ResourceDef | undefined {
    return this.resources.get(lc(name));
  }

  operation(resource: string, name: string): ResolvedOperation | undefined {
    return this.operations.get(`${lc(resource)}.${lc(name)}`) ?? this.names.get(lc(resource))?.resolved.get(lc(name));
  }

  // A resource, or a name that answers some of a resource's operations (answersAs).
  knows(name: string): boolean {
    return this.resources.has(lc(name)) || this.names.has(lc(name));
  }

  // The names declared by answersAs, with the operations each answers (for the API document).
  answeredNames(): Array<{ name: string; operations: ResolvedOperation[] }> {
    return [...this.names.values()].map((n) => ({ name: n.name, operations: [...n.resolved.values()] }));
  }

  all(): ResourceDef[] {
    return [...this.resources.values()];
  }

  operationsOf(def: ResourceDef): ResolvedOperation[] {
    return [...this.operations.values()].filter((o) => o.resource === def);
  }

  // Runs the resource's own hooks, then those for every resource ('*').
  async runHooks<O extends string, P extends string>(ctx: OpContext, op: O, phase: P, payload: `${O}:${P}` extends HookEvent ? HookPayloads[`${O}:${P}`] : never): Promise<void> {
    for (const scope of [ctx.resource.name, '*']) {
      for (const h of this.hooks.get(lc(`${scope}.${op}:${phase}`)) ?? []) await h(ctx, payload);
    }
  }
}

// Plain data only: entities (classes) are left as they are.
function deepFreeze(o: unknown): void {
  if (!o || typeof o !== 'object' || Object.isFrozen(o)) return;
  Object.freeze(o);
  for (const v of Object.values(o)) if (typeof v !== 'function') deepFreeze(v);
}
