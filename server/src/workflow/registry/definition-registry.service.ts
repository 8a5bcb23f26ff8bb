import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { withSchemaLock } from '../../core/database/database.providers';
import { withEnglishNames } from '../engine/bpmn-xml';
import { buildDefinitionModel, DefinitionModel } from '../engine/definition-model';
import type { Lang } from '../../core/errors/error-code';
import { lintProcess } from './lint/process-lint';
import { flowTypeOfFile } from './flow-file';
import { WfDefinition } from './wf-definition.entity';

// Deploys processes/*.bpmn at start: a file whose content is new becomes the next version of its
// flow type; old versions stay, so a running instance always continues on the one it started with.
// Parsed models are cached per version: a version never changes once deployed.
@Injectable()
export class DefinitionRegistry implements OnModuleInit {
  private readonly log = new Logger('Processes');
  private readonly models = new Map<number, Promise<DefinitionModel>>();
  private readonly englishXml = new Map<number, Promise<string>>();

  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const dir = this.config.processesDir;
    if (!fs.existsSync(dir)) return;
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.bpmn')).sort();
    await withSchemaLock(this.ds, () =>
      this.ds.transaction(async (m) => {
        for (const file of files) await this.deployFile(m, path.join(dir, file));
      }),
    );
  }

  // A broken file is not deployed (its previous version stays in use) and the server still starts:
  // the process owner reads file:element:reason in the log, and processes:check says the same.
  private async deployFile(m: EntityManager, file: string) {
    const flowType = flowTypeOfFile(file);
    const xml = fs.readFileSync(file, 'utf8');
    const shown = path.relative(process.cwd(), file);
    // the file's name is the flow type: whatever id the file declares must be that one
    const problems = await lintProcess(xml, shown, { knownFlowTypes: [flowType] });
    for (const p of problems) this.log.error(`${p.file}:${p.element}:${p.message}`);
    if (problems.length) {
      this.log.error(`${shown}: not deployed, the previous version stays in use`);
      return;
    }
    await this.deploy(m, flowType, xml);
  }

  async deploy(m: EntityManager, flowType: string, xml: string): Promise<WfDefinition> {
    const sha256 = createHash('sha256').update(xml).digest('hex');
    // compared with the newest version only: a file put back to an older content is a new version too,
    // so "the latest" is always what the file says now
    const latest = await this.latest(m, flowType);
    if (latest?.sha256 === sha256) return latest;
    const model = await buildDefinitionModel(xml);
    if (model.processId !== flowType) throw new Error(`the file of flow type ${flowType} holds process "${model.processId}"`);
    const [{ max }] = await m.query('SELECT COALESCE(max(version), 0) AS max FROM wf_definition WHERE flow_type = $1', [flowType]);
    const row = await m.save(m.create(WfDefinition, { flowType, version: Number(max) + 1, name: model.processName, sha256, xml }));
    this.log.log(`deployed ${flowType} version ${row.version}`);
    return row;
  }

  async latest(m: EntityManager, flowType: string): Promise<WfDefinition | null> {
    return m.findOne(WfDefinition, { where: { flowType }, order: { version: 'DESC' } });
  }

  // The newest version's id and model for a submit: the id alone is read, the file only when this
  // process has not parsed that version yet (a version never changes once stored).
  async latestModel(m: EntityManager, flowType: string): Promise<{ id: number; model: DefinitionModel } | null> {
    const [row] = (await m.query('SELECT id FROM wf_definition WHERE flow_type = $1 ORDER BY version DESC LIMIT 1', [flowType])) as Array<{ id: number }>;
    return row ? { id: row.id, model: await this.modelById(m, row.id) } : null;
  }

  model(def: Pick<WfDefinition, 'id' | 'xml'>): Promise<DefinitionModel> {
    let p = this.models.get(def.id);
    if (!p) {
      p = buildDefinitionModel(def.xml);
      this.models.set(def.id, p);
      p.catch(() => this.models.delete(def.id));
    }
    return p;
  }

  async modelById(m: EntityManager, id: number): Promise<DefinitionModel> {
    const cached = this.models.get(id);
    if (cached) return cached;
    return this.model(await m.findOneOrFail(WfDefinition, { where: { id } }));
  }

  // The file as the reader's diagram shows it: as written for Chinese, with the English names for English.
  diagramXml(def: Pick<WfDefinition, 'id' | 'xml'>, lang: Lang): Promise<string> {
    if (lang !== 'en') return Promise.resolve(def.xml);
    let p = this.englishXml.get(def.id);
    if (!p) {
      p = withEnglishNames(def.xml);
      this.englishXml.set(def.id, p);
      p.catch(() => this.englishXml.delete(def.id));
    }
    return p;
  }
}
