// Each module registers what it adds to the generic pages (ref sources, field overrides, screens).
import '../workflow';
import './crew';
import './system';
import './hr';
import './dispatch';
import './insurance';
import './bookings';
import './expenses';
