import { createRequire } from 'node:module';
import type { DefinitionModel } from './definition-model';
import { EXPRESSION_SERVICES } from './expression-services';

const requireCjs = createRequire(__filename);
const { Engine } = requireCjs('bpmn-engine');
const { Timers } = requireCjs('bpmn-elements');

// What a command leaves behind: the slim state to save and what the instance now waits for.
export interface EngineSnapshot {
  state: unknown;
  waiting: Array<{ elementId: string; executionId: string }>; // user tasks, multi-instance iterations expanded
  timers: Array<{ elementId: string; executionId: string; expireAt: Date }>;
  ended: boolean;
  endElementId: string | null;
  trail: string[]; // elements left and sequence flows taken during this command, in order
}

export class TaskNotWaitingError extends Error {}
export class TimerDueError extends Error {}
export class EngineFailedError extends Error {}

// Scripts are off: bpmn-engine would run them with node:vm, which is no sandbox. Registering one fails
// the definition; ordinary flows pass through untouched.
const noScripts = {
  register(el: { id: string; behaviour?: { conditionExpression?: { language?: string }; script?: string; scriptFormat?: string } }) {
    const b = el.behaviour ?? {};
    if (b.conditionExpression?.language || b.script || b.scriptFormat) throw new EngineFailedError(`scripts are not allowed (${el.id})`);
  },
  getScript() {
    return undefined;
  },
};

// Timers are rows in wf_timer, not in-process timeouts: the engine still computes and stores expireAt.
const noTimeouts = () => new Timers({ setTimeout: () => ({}), clearTimeout: () => undefined });

type Api = { id: string; type: string; executionId: string; content: Record<string, any>; owner?: any };

// The one place that knows bpmn-engine. A fresh Engine per command, recovered from the saved state and
// discarded after: engines are never kept in memory (about 0.8 MB each, notes/bpmn-engine.md).
export class BpmnRuntime {
  // A command is a few milliseconds of CPU. One that does not settle (a state recovered onto a changed
  // definition just waits, notes/bpmn-engine.md) must fail, not hold its transaction open for ever.
  constructor(private readonly commandTimeoutMs = 10_000) {}

  private guard<T>(what: string, p: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new EngineFailedError(`${what} did not settle within ${this.commandTimeoutMs} ms`)), this.commandTimeoutMs);
    });
    return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
  }

  start(model: DefinitionModel, variables: Record<string, unknown>): Promise<EngineSnapshot> {
    return this.guard('start', this.doStart(model, variables));
  }

  signal(model: DefinitionModel, state: unknown, executionId: string, payload: Record<string, unknown>): Promise<EngineSnapshot> {
    return this.guard('signal', this.doSignal(model, state, executionId, payload));
  }

  resume(model: DefinitionModel, state: unknown): Promise<EngineSnapshot> {
    return this.guard('resume', this.doResume(model, state));
  }

  private async doStart(model: DefinitionModel, variables: Record<string, unknown>): Promise<EngineSnapshot> {
    const { engine, listener, seen } = this.create(model);
    const execution = await engine.execute({ listener, variables: { ...variables, settings: model.settings } });
    return this.snapshot(engine, execution, seen);
  }

  // Completes a waiting user task. The engine would accept a wrong executionId silently, so the task
  // must be among the postponed ones first.
  private async doSignal(model: DefinitionModel, state: unknown, executionId: string, payload: Record<string, unknown>): Promise<EngineSnapshot> {
    const { engine, listener, seen } = this.create(model);
    engine.recover(state);
    const execution = await engine.resume({ listener });
    // an expired timer fires on resume and moves the instance on (it may take this very task away): the
    // caller fires due timers before signalling, so a step is never signalled half taken away
    if (seen.timedOut) {
      if (engine.state === 'running') await engine.stop();
      throw new TimerDueError(executionId);
    }
    const task = this.userTasks(execution).find((a) => a.executionId === executionId);
    if (!task) {
      await engine.stop();
      throw new TaskNotWaitingError(executionId);
    }
    execution.signal({ id: task.id, executionId: task.executionId, ...payload });
    await new Promise((r) => setImmediate(r));
    return this.snapshot(engine, execution, seen);
  }

  // Resuming lets every timer whose expireAt has passed fire (they complete synchronously on resume).
  private async doResume(model: DefinitionModel, state: unknown): Promise<EngineSnapshot> {
    const { engine, listener, seen } = this.create(model);
    engine.recover(state);
    const execution = await engine.resume({ listener });
    await new Promise((r) => setImmediate(r));
    return this.snapshot(engine, execution, seen);
  }

  private create(model: DefinitionModel) {
    const seen = { trail: [] as string[], timedOut: false, endElementId: null as string | null, timers: new Map<string, { elementId: string; expireAt: Date }>(), error: null as unknown };
    const keepOutput = (activity: any) => {
      if (activity.type !== 'bpmn:UserTask') return;
      // the signal's payload is the task's output; gateways read it as environment.output.<task id>
      activity.on('end', (api: Api) => {
        activity.environment.output[activity.id] = api.content.output;
      });
    };
    const engine = new Engine({
      sourceContext: model.sourceContext,
      services: EXPRESSION_SERVICES,
      extensions: { keepOutput },
      scripts: noScripts,
      timers: noTimeouts(),
      settings: { disableTrackState: true },
    });
    const { EventEmitter } = requireCjs('node:events');
    const listener = new EventEmitter();
    // the path the instance took, for the diagram (bpmn-engine keeps no history of its own)
    listener.on('flow.take', (api: Api) => seen.trail.push(api.id));
    listener.on('activity.end', (api: Api) => {
      seen.trail.push(api.id);
      if (api.type === 'bpmn:EndEvent') seen.endElementId = api.id;
    });
    listener.on('activity.timer', (api: Api) => {
      const expireAt = api.content.expireAt ? new Date(api.content.expireAt) : null;
      if (expireAt) seen.timers.set(api.executionId, { elementId: api.id, expireAt });
    });
    listener.on('activity.timeout', () => (seen.timedOut = true));
    engine.on('error', (e: unknown) => (seen.error = e));
    return { engine, listener, seen };
  }

  // Waiting user tasks. A multi-instance (countersign) task waits as a root whose iterations,
  // <root>_<n>, are the ones people complete: those replace the root.
  private userTasks(execution: any): Api[] {
    const out = new Map<string, Api>();
    for (const a of execution.getPostponed() as Api[]) {
      if (a.type !== 'bpmn:UserTask') continue;
      const inner = ((a.owner?.execution?.getPostponed?.() as Api[] | undefined) ?? []).filter((x) => x.type === 'bpmn:UserTask' && x.executionId.startsWith(`${a.executionId}_`));
      for (const x of inner.length ? inner : [a]) out.set(x.executionId, x);
    }
    return [...out.values()];
  }

  private async snapshot(engine: any, execution: any, seen: ReturnType<BpmnRuntime['create']>['seen']): Promise<EngineSnapshot> {
    if (seen.error || engine.state === 'error') {
      if (engine.state === 'running') await engine.stop();
      throw new EngineFailedError(String((seen.error as Error)?.message ?? 'the flow failed'));
    }
    const postponed = execution.getPostponed() as Api[];
    const waitingIds = new Set(postponed.map((a) => a.id));
    const waiting = this.userTasks(execution).map((a) => ({ elementId: a.id, executionId: a.executionId }));
    const timers = [...seen.timers.entries()].filter(([, t]) => waitingIds.has(t.elementId)).map(([executionId, t]) => ({ executionId, ...t }));
    const state = await engine.getState();
    for (const d of state.definitions ?? []) delete d.source; // slim: the source comes from the pinned version
    const ended = engine.state === 'idle' || (postponed.length === 0 && !waiting.length);
    // stop() on an engine that has already ended never settles (bpmn-engine 25): only a running one
    if (engine.state === 'running') await engine.stop();
    return { state, waiting, timers, ended, endElementId: seen.endElementId, trail: seen.trail };
  }
}
