// npm run shipped-ids [-- --write]: compares the declared menus and dictionaries with the committed
// snapshot of shipped ids (test/unit/shipped-ids.snapshot.json). With --write it records new ids and
// values, appending only: a shipped entry that changed is reported and never rewritten.
import fs from 'node:fs';
import path from 'node:path';
import { shippedMenus } from '../src/core/access/menu-declarations';
import { appendToSnapshot, compareWithSnapshot, formatSnapshot, ShippedIds } from '../src/core/access/shipped-ids';
import { shippedDictionaries } from '../src/core/dictionary/dictionary-declarations';
import '../src/app.module';

const FILE = path.join(__dirname, '../../test/unit/shipped-ids.snapshot.json');
const snapshot: ShippedIds = JSON.parse(fs.readFileSync(FILE, 'utf8'));
const menus = shippedMenus();
const dictionaries = shippedDictionaries().map((d) => ({ id: d.id, mark: d.mark, values: d.items.map((i) => i.value), owner: d.owner }));
const { broken, unrecorded } = compareWithSnapshot(snapshot, menus, dictionaries);
for (const b of broken) console.log(`shipped, changed: ${b}`);
for (const u of unrecorded) console.log(`${process.argv.includes('--write') ? 'recorded' : 'not recorded'}: ${u}`);
if (process.argv.includes('--write') && unrecorded.length) fs.writeFileSync(FILE, formatSnapshot(appendToSnapshot(snapshot, menus, dictionaries)));
process.exitCode = broken.length || (unrecorded.length && !process.argv.includes('--write')) ? 1 : 0;
