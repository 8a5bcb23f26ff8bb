import './system.ref-sources';
import './system.overrides';
