// The menus and dictionaries of modules not built yet, held by the system module so the administrator
// plans roles with them and records keep their values. A module that lands takes its files with it
// (server/src/modules/<domain>/) and its line leaves this list; the shipped-ids test proves no id moved.
import './bookings.menus';
import './expenses.menus';
import './filing.menus';
import './finance.menus';
import './insurance.menus';
import './recruitment.menus';
