// The menus, dictionaries and reminder kinds of modules not built yet, held by the system module so the
// administrator plans roles with them, records keep their values and users their reminder choices. A file
// per module and kind, so no two teams edit one list: a module that lands moves its files unchanged to
// server/src/modules/<domain>/, imports them from its Nest module, and its lines leave this list; the
// shipped-ids test proves no id moved. (The crew module declares its own certificate reminders.)
import './finance.menus';
import './recruitment.dictionaries';
import './recruitment.menus';
