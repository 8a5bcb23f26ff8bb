import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SysMenu } from './sys-menu.entity';

const REFRESH_MS = 30_000;
const MISSING_RETRY_MS = 2_000;

// Permission keys (menu perms) to their numeric menu ids. Menus change rarely and every server
// process may have changed them, so the map is reread after a short while rather than kept forever.
@Injectable()
export class PermissionMap {
  private ids = new Map<string, number>();
  private loadedAt = 0;

  constructor(private readonly dataSource: DataSource) {}

  async idOf(perm: string): Promise<number | undefined> {
    const age = Date.now() - this.loadedAt;
    // an unknown key may be a menu added a moment ago by another process: reread, but not on every call
    if (age > REFRESH_MS || (!this.ids.has(perm) && age > MISSING_RETRY_MS)) await this.reload();
    return this.ids.get(perm);
  }

  // The whole map as it stands (reread when old): a new map after each reread, so whoever derives
  // something from it may keep that while the map is the same object.
  async current(): Promise<ReadonlyMap<string, number>> {
    if (Date.now() - this.loadedAt > REFRESH_MS) await this.reload();
    return this.ids;
  }

  async reload(): Promise<void> {
    const rows = await this.dataSource.getRepository(SysMenu).find({ select: { id: true, perms: true } });
    this.ids = new Map(rows.map((r) => [r.perms, r.id]));
    this.loadedAt = Date.now();
  }

  invalidate(): void {
    this.loadedAt = 0;
  }
}
