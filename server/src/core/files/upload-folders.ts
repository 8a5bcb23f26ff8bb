import type { FieldDecl } from '../resource/resource.types';
import type { FileKind } from './file-type';

export const IMAGE_KINDS: FileKind[] = ['jpeg', 'png', 'gif', 'webp'];

// SPEC §9 upload folders and what each takes, registered by the module that files into them (the crew
// module's boatInfoImg and boatInfoFile). A folder is a label on the row, never a directory: the bytes
// live in sys_file, where every server process sees them and no web root can serve them.
const folders = new Map<string, FileKind[]>();

// Registering a name again replaces it: test files build several applications from one module load.
export function registerUploadFolder(name: string, kinds: FileKind[]): void {
  folders.set(name, kinds);
}

export function folderKinds(name: string): FileKind[] | undefined {
  return folders.get(name);
}

// The folder an upload names: one a module registered. `options` is read when asked (the validator, the
// API document), so folders registered after this declaration was written are offered too.
export const folderField: FieldDecl = {
  type: 'enum',
  enumName: 'uploadFolder',
  label: { zh: '文件夹', en: 'Folder' },
  get options() {
    return [...folders.keys()];
  },
};
