import { Module } from '@nestjs/common';
import { ResourceRegistry } from '../../core/resource/resource-registry';
import { FILING_RESOURCES } from './filing.resources';
import { FilingReminders } from './filing-reminders.job';
import { FilingHooks } from './filing.hooks';
import './filing.dictionaries';
import './filing.messages';
import './filing.menus';
import './filing.reminder-kinds';

// Filing and contact (SPEC §2): the seafarers' qualification filings with the maritime authority, the
// company's master insurance contracts, and the contact log of every seafarer.
@Module({ providers: [FilingReminders, FilingHooks] })
export class FilingModule {
  constructor(registry: ResourceRegistry) {
    registry.register(FILING_RESOURCES);
  }
}
