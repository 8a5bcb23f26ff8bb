// How a server process tells its primary why it ended before serving. A configuration that cannot work
// (bad settings, a data directory another server holds) ends the start: trying again cannot help.
// Anything else (the database away, a connection cut during migrations) is tried again with back-off.
export const EXIT_CONFIG = 78; // sysexits.h EX_CONFIG
export const EXIT_FAILED = 1;
