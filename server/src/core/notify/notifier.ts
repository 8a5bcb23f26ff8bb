import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface Notice {
  title: string;
  content?: string | null;
  msgType?: string;
  link?: string | null;
}

export interface NotifierImpl {
  send(manager: EntityManager, userIds: number[], notice: Notice): Promise<number>;
}

// The platform's way to tell people something (in-app messages today). The layers that may not import
// a business module (workflow) send through this slot; the system module fills it with its message service.
@Injectable()
export class Notifier {
  private impl: NotifierImpl | null = null;

  provide(impl: NotifierImpl): void {
    this.impl = impl;
  }

  async send(manager: EntityManager, userIds: number[], notice: Notice): Promise<number> {
    if (!this.impl || !userIds.length) return 0;
    return this.impl.send(manager, userIds, notice);
  }
}
