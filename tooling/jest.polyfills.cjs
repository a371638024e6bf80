// react-router 7 reads TextEncoder at import time; jsdom does not provide it.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
