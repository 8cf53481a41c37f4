/**
 * The largest file the API takes in one upload by default (its FILE_MAX_BYTES setting): the web app
 * refuses a file it makes itself (a scan) above it before sending anything.
 */
export const FILE_MAX_BYTES_DEFAULT = 25 * 1024 * 1024;
