/**
 * A throwaway DATA_DIR for tests that store uploads. lib/env reads DATA_DIR once, when it is
 * first imported, and the database helpers import it (through the logger), so a test file must
 * import this module before any other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const uploadDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saithunga-uploads-'));
process.env.DATA_DIR = uploadDataDir;
