// The menus and dictionaries of modules not built yet, held by the system module so the administrator
// plans roles with them and records keep their values. A module that lands takes its files with it
// (server/src/modules/<domain>/) and its lines leave this list; the shipped-ids test proves no id moved.
import './bookings.dictionaries';
import './bookings.menus';
import './expenses.dictionaries';
import './expenses.menus';
import './filing.menus';
import './finance.menus';
import './insurance.dictionaries';
import './insurance.menus';
import './recruitment.dictionaries';
import './recruitment.menus';
